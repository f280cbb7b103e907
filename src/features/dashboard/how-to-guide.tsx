import { Camera, ChartLine, CircleCheck, PenLine, Target } from "lucide";
import { cardClass } from "@/ui/field";
import { Icon } from "@/ui/icon";

const STEPS = [
  { icon: Camera, title: "Take a Photo", text: "Snap your meal, or pick a photo from your gallery." },
  { icon: CircleCheck, title: "Review & Confirm", text: "Check the foods we found and fix any name or portion." },
  { icon: ChartLine, title: "Track Progress", text: "Watch your ring fill up, keep your streak and earn badges." },
];

/** The 3-step how-to guide with its hints: Take a Photo, Review & Confirm, Track Progress. */
export function HowToGuide() {
  return (
    <section className={cardClass} aria-labelledby="how-to-title">
      <h2 id="how-to-title" className="text-lg font-semibold">
        How it works
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {STEPS.map((step, i) => (
          <li key={step.title} className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
            <Icon node={step.icon} className="size-7 text-brand-700 dark:text-brand-500" />
            <h3 className="mt-2 font-semibold">{`${i + 1}. ${step.title}`}</h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{step.text}</p>
          </li>
        ))}
      </ol>
      <ul className="mt-4 space-y-1 text-sm text-slate-600 dark:text-slate-400">
        <li>
          <Icon node={Target} className="mr-1.5 inline size-4 align-[-0.125em]" />
          Set your daily, weekly and monthly goals in Settings.
        </li>
        <li>
          <Icon node={PenLine} className="mr-1.5 inline size-4 align-[-0.125em]" />
          No photo? Use Manual Entry to log a meal by name and protein.
        </li>
      </ul>
    </section>
  );
}
