import { cardClass } from "@/ui/field";

const STEPS = [
  { icon: "📷", title: "Take a Photo", text: "Snap your meal, or pick a photo from your gallery." },
  { icon: "✅", title: "Review & Confirm", text: "Check the foods we found and fix any name or portion." },
  { icon: "📈", title: "Track Progress", text: "Watch your ring fill up, keep your streak and earn badges." },
];

/** The 3-step how-to guide with its hints (spec section 2). */
export function HowToGuide() {
  return (
    <section className={cardClass} aria-labelledby="how-to-title">
      <h2 id="how-to-title" className="text-lg font-semibold">
        How it works
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {STEPS.map((step, i) => (
          <li key={step.title} className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
            <span aria-hidden="true" className="text-2xl">
              {step.icon}
            </span>
            <h3 className="mt-2 font-semibold">
              {i + 1}. {step.title}
            </h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{step.text}</p>
          </li>
        ))}
      </ol>
      <ul className="mt-4 space-y-1 text-sm text-slate-600 dark:text-slate-400">
        <li>🎯 Set your daily, weekly and monthly goals in Settings.</li>
        <li>✍️ No photo? Use Manual Entry to log a meal by name and protein.</li>
      </ul>
    </section>
  );
}
