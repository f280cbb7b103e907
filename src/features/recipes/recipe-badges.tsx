import type { Difficulty } from "@domain/recipes/recipe";

const DIFFICULTY_STYLES: Readonly<Record<Difficulty, string>> = {
  easy: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200",
  medium: "bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200",
  hard: "bg-rose-100 text-rose-800 dark:bg-rose-900/40 dark:text-rose-200",
};

const DIFFICULTY_LABELS: Readonly<Record<Difficulty, string>> = { easy: "Easy", medium: "Medium", hard: "Hard" };

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${DIFFICULTY_STYLES[difficulty]}`}>
      {DIFFICULTY_LABELS[difficulty] ?? difficulty}
    </span>
  );
}
