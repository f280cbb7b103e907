import { useEffect, useState } from "react";

const CELEBRATION_MS = 3000;
const key = (date: string) => `proteo-celebrated-${date}`;

/**
 * Full-screen 'Goal Crushed!' for 3 seconds the first time the goal is reached on a day
 * (spec sections 2 and 9). Remembered per local day in this browser.
 */
export function Celebration({ date, met }: { date: string; met: boolean }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!met) return;
    try {
      if (localStorage.getItem(key(date))) return;
      localStorage.setItem(key(date), "1");
    } catch {
      return;
    }
    setVisible(true);
  }, [date, met]);
  // The timer has its own effect so a re-run of the one above can never leave it showing.
  useEffect(() => {
    if (!visible) return;
    const id = setTimeout(() => setVisible(false), CELEBRATION_MS);
    return () => clearTimeout(id);
  }, [visible]);
  if (!visible) return null;
  return (
    <div
      role="alert"
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center bg-gradient-to-br from-amber-400 via-orange-500 to-brand-600 text-white"
    >
      <span aria-hidden="true" className="animate-bounce text-7xl">
        🏆
      </span>
      <p className="mt-4 text-5xl font-extrabold">Goal Crushed!</p>
      <p className="mt-2 text-lg">You hit your protein goal today.</p>
    </div>
  );
}
