import * as RadixTabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";

export interface Tab<Id extends string> {
  id: Id;
  title: string;
  panel: ReactNode;
}

/**
 * A segmented control over panels (Radix Tabs: arrow keys move between tabs, each panel is
 * named by its tab). Every panel stays mounted and only the chosen one shows, so what was
 * typed in one is still there after a look at another.
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  value,
  onValue,
}: {
  label: string;
  tabs: readonly Tab<Id>[];
  value: Id;
  onValue: (id: Id) => void;
}) {
  return (
    <RadixTabs.Root value={value} onValueChange={(id) => onValue(id as Id)}>
      <RadixTabs.List
        aria-label={label}
        className="grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800"
      >
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.id}
            value={tab.id}
            className="min-h-11 rounded-lg px-2 py-1 text-sm leading-tight font-semibold text-slate-700 hover:bg-white/60 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm dark:text-slate-300 dark:hover:bg-slate-700/60 dark:data-[state=active]:bg-slate-900 dark:data-[state=active]:text-brand-500"
          >
            {tab.title}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content
          key={tab.id}
          value={tab.id}
          forceMount
          className="mt-3 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=inactive]:hidden"
        >
          {tab.panel}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
