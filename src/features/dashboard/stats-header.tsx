import { levelProgress } from "@domain/gamification/levels";
import { greeting, motivationalMessage } from "@domain/stats/messages";
import { localHour } from "@domain/time/local-hour";
import { useRenderTimeZone } from "@/lib/time-zone";
import { cardClass } from "@/ui/field";

interface Props {
  user: { firstName?: string | null; email?: string | null };
  intake: number;
  goal: number;
  /** null for a guest: XP is the server's ledger (ADR 018). */
  xp: number | null;
}

/** The dashboard's one-line title: the greeting by time of day. */
export function Greeting({ user }: { user: Props["user"] }) {
  const timeZone = useRenderTimeZone();
  const hour = timeZone ? localHour(Date.now(), timeZone) : new Date().getHours();
  return (
    <h1 id="greeting" className="text-xl font-bold">
      {greeting(user, hour)}
    </h1>
  );
}

/** Motivational line, level title and XP bar, under the ring. */
export function StatsHeader({ intake, goal, xp }: Omit<Props, "user">) {
  return (
    <section className={cardClass} aria-label="Your progress">
      <p className="text-slate-600 dark:text-slate-300" data-testid="motivation">
        {motivationalMessage(intake, goal)}
      </p>
      {xp === null ? (
        <p className="mt-4 text-sm font-medium text-brand-700 dark:text-brand-500" data-testid="xp-guest">
          Sign up to earn XP, level up and unlock badges.
        </p>
      ) : (
        <LevelBar xp={xp} />
      )}
    </section>
  );
}

function LevelBar({ xp }: { xp: number }) {
  const level = levelProgress(xp);
  return (
    <div className="mt-4">
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-semibold">{`Level ${level.level} · ${level.title}`}</span>
        <span className="text-slate-500 dark:text-slate-400" data-testid="xp">
          {`${level.xp} XP · ${level.xpToNext} XP to level ${level.level + 1}`}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="XP toward the next level"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(level.percent)}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full rounded-full bg-amber-500" style={{ width: `${level.percent}%` }} />
      </div>
    </div>
  );
}
