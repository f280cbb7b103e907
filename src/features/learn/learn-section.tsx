import { FAQ, PROTEIN_RANGES } from "@domain/learn/faq";
import { Calculator, Dumbbell, Target } from "lucide";
import { cardClass } from "@/ui/field";
import { Icon } from "@/ui/icon";
import { FaqAccordion } from "./faq-accordion";

const range = ([low, high]: readonly [number, number]) => `${low.toFixed(1)}-${high.toFixed(1)} g/kg`;

const CARDS = [
  {
    id: "essential",
    icon: Dumbbell,
    title: "Essential Nutrient",
    text: "Protein builds and repairs muscle, skin and bone, makes enzymes and hormones, and keeps you full. Your body cannot store it, so you need some every day.",
  },
  {
    id: "goal-based",
    icon: Target,
    title: "Goal-Based",
    text: `How much you need depends on your goal: about ${range(PROTEIN_RANGES.lose_fat)} to lose fat, ${range(PROTEIN_RANGES.maintain)} to maintain and ${range(PROTEIN_RANGES.build_muscle)} to build muscle.`,
  },
  {
    id: "personalized",
    icon: Calculator,
    title: "Personalized",
    text: "Proteo sets your daily goal from your weight, your goal and how active you are, and you can change it at any time in Settings.",
  },
] as const;

/** The Learn page: three info cards and the FAQ. */
export function LearnSection() {
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold">Learn About Protein</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          What protein does, how much you need, and how Proteo helps you get there.
        </p>
      </header>
      <div className="grid gap-4 md:grid-cols-3">
        {CARDS.map((card) => (
          <section key={card.id} className={cardClass} aria-labelledby={`learn-card-${card.id}`}>
            <Icon node={card.icon} className="size-8 text-brand-600 dark:text-brand-500" />
            <h2 id={`learn-card-${card.id}`} className="mt-2 text-lg font-semibold">
              {card.title}
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{card.text}</p>
          </section>
        ))}
      </div>
      <section aria-labelledby="faq-title" className="space-y-3">
        <h2 id="faq-title" className="text-xl font-semibold">
          Frequently Asked Questions
        </h2>
        <FaqAccordion entries={FAQ} />
      </section>
    </div>
  );
}
