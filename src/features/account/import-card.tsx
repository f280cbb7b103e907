import { proteinText } from "@domain/format/protein";
import type { WeightUnit } from "@domain/goals/formula";
import type { ImportPlan, ImportSummary } from "@domain/import/parse";
import type { WeightImportPlan } from "@domain/import/weights";
import { localDate } from "@domain/time/local-day";
import { useQueryClient } from "@tanstack/react-query";
import { FileUp } from "lucide";
import { type ChangeEvent, useId, useState } from "react";
import { serverMessage } from "@/lib/api";
import { weightsQuery } from "@/lib/body/api";
import { refreshAfter } from "@/lib/query-keys";
import { primaryButton, secondaryButton } from "@/ui/field";
import { Icon } from "@/ui/icon";
import { importPlan, importWeightPlan } from "./api";

type State =
  | { step: "choose"; error?: string }
  | { step: "preview"; plan: ImportPlan; summary: ImportSummary; sourceName: string }
  | { step: "preview-weights"; plan: WeightImportPlan; sourceName: string }
  | { step: "importing"; done: number; total: number; what: "meals" | "weights" }
  | { step: "done"; message: string };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Settings → "Import": a MyFitnessPal nutrition export or a Cronometer
 * servings export is read in the browser, previewed (days, meals, protein), and only then
 * sent; so is a weights file (MyFitnessPal's measurements, Cronometer's biometrics), previewed
 * as its days of weights. A wrong file is refused here with the reason, and nothing is sent at all.
 */
export function ImportCard() {
  const [state, setState] = useState<State>({ step: "choose" });
  const queryClient = useQueryClient();
  const inputId = useId();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    // The reader loads with the first file chosen, not with Settings.
    const { MAX_IMPORT_BYTES, SOURCE_NAMES, parseImport, summarize } = await import("@domain/import/parse");
    if (file.size > MAX_IMPORT_BYTES) {
      setState({ step: "choose", error: "This file is too large to import (5 MB at most)." });
      return;
    }
    // The device's today: rows after it, or over 20 years before it, refuse the file before any is sent.
    const today = localDate(Date.now(), Intl.DateTimeFormat().resolvedOptions().timeZone);
    const text = await file.text();
    const { parseWeightImport, weightFileSource } = await import("@domain/import/weights");
    const weightSource = weightFileSource(text);
    if (weightSource) {
      // MyFitnessPal does not write the unit: its weights are read in the one chosen in Proteo.
      let unit: WeightUnit = "kg";
      if (weightSource === "myfitnesspal") {
        try {
          unit = (await queryClient.fetchQuery(weightsQuery())).unit;
        } catch (error) {
          setState({
            step: "choose",
            error: serverMessage(error) ?? "Your weight unit could not be read. Please try again.",
          });
          return;
        }
      }
      const weights = parseWeightImport(text, unit, today);
      if (weights) {
        if (!weights.ok) setState({ step: "choose", error: weights.message });
        else setState({ step: "preview-weights", plan: weights.plan, sourceName: SOURCE_NAMES[weights.plan.source] });
        return;
      }
    }
    const result = parseImport(text, today);
    if (!result.ok) setState({ step: "choose", error: result.message });
    else
      setState({
        step: "preview",
        plan: result.plan,
        summary: summarize(result.plan),
        sourceName: SOURCE_NAMES[result.plan.source],
      });
  }

  async function run(plan: ImportPlan) {
    const total = plan.meals.length;
    setState({ step: "importing", done: 0, total, what: "meals" });
    try {
      const result = await importPlan(plan, (done) => setState({ step: "importing", done, total, what: "meals" }));
      await queryClient.invalidateQueries();
      const already =
        result.skipped > 0 ? ` ${plural(result.skipped, "meal was", "meals were")} already in Proteo.` : "";
      setState({ step: "done", message: `Imported ${plural(result.imported, "meal", "meals")}.${already}` });
    } catch (error) {
      setState({ step: "choose", error: serverMessage(error) ?? "The import stopped. Please try again." });
    }
  }

  async function runWeights(plan: WeightImportPlan) {
    const total = plan.weights.length;
    setState({ step: "importing", done: 0, total, what: "weights" });
    try {
      const result = await importWeightPlan(plan, (done) =>
        setState({ step: "importing", done, total, what: "weights" }),
      );
      await refreshAfter(queryClient, "weight");
      const already =
        result.skipped > 0 ? ` ${plural(result.skipped, "day", "days")} already had a weight in Proteo.` : "";
      setState({ step: "done", message: `Imported ${plural(result.imported, "weight", "weights")}.${already}` });
    } catch (error) {
      setState({ step: "choose", error: serverMessage(error) ?? "The import stopped. Please try again." });
    }
  }

  return (
    <div className="mt-5 border-t border-slate-200 pt-5 dark:border-slate-800">
      <h3 className="font-semibold">Import</h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Bring your history from MyFitnessPal (export your Nutrition data, and your Measurements for your weights) or
        Cronometer (export your Servings, and your Biometrics for your weights). You see what will be imported before
        anything is saved, and importing the same file twice adds nothing.
      </p>
      {(state.step === "choose" || state.step === "done") && (
        <div className="mt-3">
          {/* The browser's own file button does not follow the app's look: the label is the button. */}
          <label
            htmlFor={inputId}
            className={`${secondaryButton} inline-flex cursor-pointer items-center gap-2 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600`}
          >
            <Icon node={FileUp} className="size-5" />
            Choose a MyFitnessPal or Cronometer file
            <input id={inputId} type="file" accept=".csv,text/csv" onChange={choose} className="sr-only" />
          </label>
        </div>
      )}
      {state.step === "choose" && state.error && (
        <p
          role="alert"
          className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200"
        >
          {state.error}
        </p>
      )}
      {state.step === "preview" && (
        <div className="mt-3" data-testid="import-preview">
          <p role="status" className="text-sm">
            {state.sourceName} file: {plural(state.summary.days, "day", "days")},{" "}
            {plural(state.summary.meals, "meal", "meals")}, {proteinText(state.summary.protein)} of protein, from{" "}
            {state.summary.from} to {state.summary.to}.
          </p>
          <div className="mt-3 flex gap-3">
            <button type="button" onClick={() => run(state.plan)} className={primaryButton}>
              Import {plural(state.summary.meals, "meal", "meals")}
            </button>
            <button type="button" onClick={() => setState({ step: "choose" })} className={secondaryButton}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {state.step === "preview-weights" && (
        <WeightsPreview
          plan={state.plan}
          sourceName={state.sourceName}
          onImport={() => runWeights(state.plan)}
          onCancel={() => setState({ step: "choose" })}
        />
      )}
      {state.step === "importing" && (
        <p role="status" className="mt-3 text-sm">
          Importing... {state.done} of {state.total} {state.what}
        </p>
      )}
      {state.step === "done" && (
        <p role="status" className="mt-3 text-sm font-medium text-green-700 dark:text-green-400">
          {state.message}
        </p>
      )}
    </div>
  );
}

/** "Cronometer weights: N days, from A to B", and the unit a file without one was read in. */
function WeightsPreview(props: {
  plan: WeightImportPlan;
  sourceName: string;
  onImport: () => void;
  onCancel: () => void;
}) {
  const { weights, assumedUnit } = props.plan;
  const days = weights.length;
  return (
    <div className="mt-3" data-testid="import-preview">
      <p role="status" className="text-sm">
        {props.sourceName} weights: {plural(days, "day", "days")}, from {weights[0]?.date} to {weights.at(-1)?.date}.
      </p>
      {assumedUnit && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Weights read in {assumedUnit}, the unit you chose in Proteo.
        </p>
      )}
      <div className="mt-3 flex gap-3">
        <button type="button" onClick={props.onImport} className={primaryButton}>
          Import {plural(days, "weight", "weights")}
        </button>
        <button type="button" onClick={props.onCancel} className={secondaryButton}>
          Cancel
        </button>
      </div>
    </div>
  );
}
