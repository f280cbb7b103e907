import { latestTrend } from "@domain/body/trend";
import { kgFrom, typedWeightProblem, weightText } from "@domain/body/units";
import { localDate } from "@domain/time/local-day";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { deleteWeight, saveWeight, weightsQuery } from "@/lib/body/api";
import { browserTimeZone } from "@/lib/guest/guest-meals";
import { refreshAfter } from "@/lib/query-keys";
import { toast, toastError } from "@/lib/toast";
import { cardClass, primaryButton, TextField } from "@/ui/field";
import { WeightChart } from "./weight-chart";

/** The days the card shows: about three months, enough for a trend to mean something. */
const DAYS = 90;
const RECENT = 5;

/**
 * The weight log on the stats screen: log a day's weight in the unit chosen in onboarding, see
 * the smoothed trend as a small chart, and correct or remove a recent weigh-in.
 */
export function WeightCard() {
  const queryClient = useQueryClient();
  const { data, isLoading, error } = useQuery(weightsQuery(DAYS));
  const today = localDate(new Date(), browserTimeZone());
  const [date, setDate] = useState(today);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const unit = data?.unit ?? "kg";

  async function save(event: FormEvent) {
    event.preventDefault();
    const typed = typedWeightProblem(text, unit);
    setProblem(typed ?? undefined);
    if (typed) return;
    setBusy(true);
    try {
      await saveWeight(date, kgFrom(Number(text.trim().replace(",", ".")), unit));
      setText("");
      await refreshAfter(queryClient, "weight");
      toast.success("Weight Saved", { description: `Logged for ${date === today ? "today" : date}.` });
    } catch (err) {
      toastError("Weight Not Saved", err, "Your weight could not be saved. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  async function remove(day: string) {
    try {
      await deleteWeight(day);
      await refreshAfter(queryClient, "weight");
      toast.success("Weight Deleted", { description: `The weigh-in of ${day} is gone.` });
    } catch (err) {
      toastError("Delete Failed", err, "The weigh-in could not be deleted. Please try again.");
    }
  }

  const entries = data?.entries ?? [];
  const trend = data?.trend ?? latestTrend(entries);
  return (
    <section className={cardClass} aria-labelledby="weight-title">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="weight-title" className="text-lg font-semibold">
          Weight
        </h2>
        {trend !== null && (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="weight-trend">
            Trend <span className="font-semibold text-slate-900 dark:text-slate-100">{weightText(trend, unit)}</span>
          </p>
        )}
      </div>
      <form
        onSubmit={save}
        noValidate
        className="mt-3 grid grid-cols-[1fr_auto] items-end gap-3 sm:grid-cols-[1fr_1fr_auto]"
      >
        <TextField
          label={`Weight (${unit})`}
          name="weight"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          error={problem}
          onChange={(e) => {
            setText(e.target.value);
            setProblem(undefined);
          }}
        />
        <div className="col-span-2 row-start-2 sm:col-span-1 sm:row-start-auto">
          <TextField
            label="Day"
            name="date"
            type="date"
            max={today}
            value={date}
            onChange={(e) => setDate(e.target.value || today)}
          />
        </div>
        <button type="submit" disabled={busy || !data} className={`${primaryButton} self-end`}>
          {busy ? "Saving..." : "Log"}
        </button>
      </form>
      {isLoading && <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">Loading your weigh-ins…</p>}
      {error && <p className="mt-3 text-sm text-red-700 dark:text-red-300">Your weigh-ins could not be loaded.</p>}
      {data && entries.length === 0 && (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          No weigh-ins in the last {DAYS} days. Weigh yourself at the same time each day; the trend smooths out the
          day-to-day swings.
        </p>
      )}
      <WeightChart entries={entries} unit={unit} />
      {entries.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-200 text-sm dark:divide-slate-800" aria-label="Recent weigh-ins">
          {entries
            .slice(-RECENT)
            .reverse()
            .map((e) => (
              <li key={e.date} className="flex items-center justify-between gap-3 py-2">
                <span>
                  {e.date === today ? "Today" : e.date}: <span className="font-semibold">{weightText(e.kg, unit)}</span>
                </span>
                <button
                  type="button"
                  onClick={() => void remove(e.date)}
                  aria-label={`Delete the weigh-in of ${e.date}`}
                  className="rounded px-2 py-1 text-red-700 hover:bg-red-50 pointer-coarse:min-h-11 dark:text-red-300 dark:hover:bg-red-950/40"
                >
                  Delete
                </button>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
