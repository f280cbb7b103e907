import type { FaqEntry } from "@domain/learn/faq";
import { useId, useState } from "react";

/**
 * The FAQ: one answer open at a time, and the open one closes again when
 * its question is pressed. Each question is a button with aria-expanded controlling its panel.
 */
export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {entries.map((entry) => {
        const open = entry.id === openId;
        const panelId = `${baseId}-${entry.id}`;
        return (
          <div key={entry.id}>
            <h3>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : entry.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800"
              >
                <span>{entry.question}</span>
                <span
                  aria-hidden="true"
                  className={`shrink-0 text-slate-500 transition-transform ${open ? "rotate-180" : ""}`}
                >
                  ▾
                </span>
              </button>
            </h3>
            <section
              id={panelId}
              aria-label={entry.question}
              hidden={!open}
              className="space-y-3 px-5 pb-5 text-slate-700 dark:text-slate-300"
            >
              {entry.answer.map((paragraph) =>
                Array.isArray(paragraph) ? (
                  <ul key={paragraph.join("|")} className="list-disc space-y-1 pl-5">
                    {paragraph.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : (
                  <p key={paragraph}>{paragraph}</p>
                ),
              )}
            </section>
          </div>
        );
      })}
    </div>
  );
}
