import type { User } from "@domain/user/user";
import { cardClass, secondaryButton, tapTarget } from "@/ui/field";
import { EXPORT_URL, MEALS_CSV_URL } from "./api";
import { DeleteAccount } from "./delete-account";
import { ImportCard } from "./import-card";

/**
 * Settings → "Your data": everything Proteo holds as one file, the
 * meals as CSV, imports from other trackers, and deleting the account. For every account:
 * it is the user's own data.
 */
export function YourDataCard({ user }: { user: User }) {
  return (
    <section className={cardClass} aria-labelledby="your-data-title">
      <h2 id="your-data-title" className="text-lg font-semibold">
        Your data
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Your profile, goals, meals, photos, progress and subscription, in one JSON file.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <a href={EXPORT_URL} download className={`${secondaryButton} ${tapTarget}`}>
          Download my data
        </a>
        <a href={MEALS_CSV_URL} download className={`${secondaryButton} ${tapTarget}`}>
          Export meals as CSV
        </a>
      </div>
      <ImportCard />
      <DeleteAccount user={user} />
    </section>
  );
}
