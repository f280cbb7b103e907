import { useQueryClient } from "@tanstack/react-query";
import { dismissOffline, useOfflineMeals } from "@/lib/offline/actions";
import { useOnline } from "@/lib/offline/api";
import { secondaryButton } from "@/ui/field";

/**
 * Meals logged on this device that the server does not have yet, marked "Saved offline -
 * will sync", and those it refused, with its reason and a way to dismiss them. Also says
 * when the app is offline, so nothing on screen passes for fresh when it cannot be.
 */
export function OfflineMeals({ userId }: { userId: string }) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const { data: all = [] } = useOfflineMeals();
  const meals = all.filter((meal) => meal.userId === userId);
  if (online && meals.length === 0) return null;
  return (
    <section
      aria-label="Offline meals"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100"
    >
      {!online && (
        <p role="status" className="font-medium">
          You are offline. Meals you log are saved on this device and sync when you are back online; other screens show
          what was last loaded.
        </p>
      )}
      {meals.length > 0 && (
        <ul className="mt-1 space-y-1" data-testid="offline-meals">
          {meals.map((meal) => (
            <li key={meal.key} className="flex flex-wrap items-center gap-2">
              <span className="font-medium">
                {meal.kind === "photo"
                  ? `Photo (${meal.mealType}), analysed when back online`
                  : `${meal.title} (${meal.totalProtein}g)`}
              </span>
              {meal.refusal ? (
                <>
                  <span role="alert">Not saved: {meal.refusal}</span>
                  <button
                    type="button"
                    className={`${secondaryButton} px-2 py-0.5 text-xs`}
                    onClick={() => void dismissOffline(queryClient, meal.key)}
                  >
                    Dismiss
                  </button>
                </>
              ) : (
                <span>Saved offline - will sync</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
