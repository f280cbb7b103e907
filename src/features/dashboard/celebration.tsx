import { Trophy } from "lucide";
import { useEffect, useState } from "react";
import { Icon } from "@/ui/icon";

export const CELEBRATION_MS = 3000;

/** Whether a day's total has reached a goal (no goal is never met). */
export const metGoal = (total: number, goal: number) => goal > 0 && total >= goal;
const key = (date: string) => `proteo-celebrated-${date}`;

/**
 * Full-screen 'Goal Crushed!' for 3 seconds the first time the goal is reached on a day.
 * Remembered per local day in this browser. A tap, a click or
 * Escape ends it early, so it never stands between a user and the next thing they do.
 */
export function Celebration({ date, met }: { date: string; met: boolean }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!met) return;
    try {
      if (localStorage.getItem(key(date))) return;
    } catch {
      return;
    }
    setVisible(true);
  }, [date, met]);
  // The timer has its own effect so a re-run of the one above can never leave it showing.
  useEffect(() => {
    if (!visible) return;
    // The day counts as celebrated once the screen has actually shown: a watcher unmounted
    // between reaching the goal and drawing it must not use up the day's celebration.
    try {
      localStorage.setItem(key(date), "1");
    } catch {
      // Without storage it may show again on the next visit: better than never.
    }
    const id = setTimeout(() => setVisible(false), CELEBRATION_MS);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setVisible(false);
    };
    document.addEventListener("keydown", onKey);
    return () => {
      clearTimeout(id);
      document.removeEventListener("keydown", onKey);
    };
  }, [visible, date]);
  if (!visible) return null;
  return (
    <div role="alert" className="fixed inset-0 z-[80]">
      <button
        type="button"
        onClick={() => setVisible(false)}
        className="flex size-full flex-col items-center justify-center bg-gradient-to-br from-amber-500 via-orange-600 to-brand-700 px-4 text-center text-white"
      >
        <Icon node={Trophy} className="size-20 animate-bounce" />
        {/* 36 px fits 'Goal Crushed!' on a 320 px screen; larger screens get the big title. */}
        <span className="mt-4 block max-w-full text-4xl font-extrabold break-words sm:text-5xl">Goal Crushed!</span>
        <span className="mt-2 block text-lg">You hit your protein goal today.</span>
        <span className="mt-6 block text-sm font-medium text-white/90">Tap anywhere to continue</span>
      </button>
    </div>
  );
}
