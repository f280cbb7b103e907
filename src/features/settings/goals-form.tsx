import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { apiRequest } from "@/lib/api";
import { toast, toastError } from "@/lib/toast";
import { cardClass, primaryButton, TextField } from "@/ui/field";
import { DASHBOARD_KEY, STATS_PERIOD_KEY } from "../meals/queries";

interface Goals {
  dailyGoal: number;
  weeklyGoal: number;
  monthlyGoal: number;
}

/** Daily, weekly and monthly protein goals; inputs parsed as integers (spec section 5). */
export function GoalsForm() {
  const queryClient = useQueryClient();
  const { data } = useQuery<Goals>({ queryKey: ["/api/protein-goals"] });
  const [values, setValues] = useState({ dailyGoal: "", weeklyGoal: "", monthlyGoal: "" });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (data)
      setValues({
        dailyGoal: String(data.dailyGoal),
        weeklyGoal: String(data.weeklyGoal),
        monthlyGoal: String(data.monthlyGoal),
      });
  }, [data]);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await apiRequest("PUT", "/api/protein-goals", {
        dailyGoal: Number.parseInt(values.dailyGoal, 10),
        weeklyGoal: Number.parseInt(values.weeklyGoal, 10),
        monthlyGoal: Number.parseInt(values.monthlyGoal, 10),
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/protein-goals"] }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
        // The month and year charts draw the goal line too.
        queryClient.invalidateQueries({ queryKey: STATS_PERIOD_KEY }),
      ]);
      toast.success("Goals Updated", { description: "Your protein goals have been saved." });
    } catch (error) {
      toastError("Update Failed", error, "Failed to update goals. Please try again.");
    } finally {
      setSaving(false);
    }
  }

  const field = (key: keyof typeof values, label: string) => (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      value={values[key]}
      onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
    />
  );
  return (
    <form onSubmit={save} className={cardClass} aria-labelledby="goals-title">
      <h2 id="goals-title" className="text-lg font-semibold">
        Protein goals
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {field("dailyGoal", "Daily goal (g)")}
        {field("weeklyGoal", "Weekly goal (g)")}
        {field("monthlyGoal", "Monthly goal (g)")}
      </div>
      <button type="submit" disabled={saving || !data} className={`mt-4 ${primaryButton}`}>
        {saving ? "Saving..." : "Save Goals"}
      </button>
    </form>
  );
}
