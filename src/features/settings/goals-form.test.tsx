import { useQueryClient } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "@/lib/test-fixtures";
import { goalsQuery } from "./api";
import { GoalsForm, type RecalculateWizard } from "./goals-form";

const NoWizard = () => null;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.input(input(label), { target: { value } });
const goalsAnswer = (goals: Record<string, number>) =>
  new Response(JSON.stringify(goals), { status: 200, headers: { "Content-Type": "application/json" } });

/** A fetch that answers GET /api/protein-goals when the test says so, and records every call. */
function stubGoalsFetch() {
  let answer: (res: Response) => void = () => {};
  const loaded = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  const calls: { url: string; method: string }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(url), method: init?.method ?? "GET" });
      return loaded;
    }),
  );
  return { calls, answer: (goals: Record<string, number>) => answer(goalsAnswer(goals)) };
}

/**
 * Stands in for the onboarding wizard: it saves new goals, refreshes them, then is done, calling
 * the `onDone` of the render it was clicked in (the form has re-rendered with the new goals since).
 */
const RecalculatedWizard: RecalculateWizard = ({ onDone }) => {
  const queryClient = useQueryClient();
  return (
    <button
      type="button"
      onClick={async () => {
        queryClient.setQueryData(goalsQuery().queryKey, {
          dailyGoal: 168,
          weeklyGoal: 900,
          monthlyGoal: 5040,
          dailyProteinGoal: 168,
          weightKg: null,
          gramsPerKg: null,
        });
        await new Promise((resolve) => setTimeout(resolve, 20));
        onDone();
      }}
    >
      Finish wizard
    </button>
  );
};

describe("GoalsForm", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("keeps what the person typed when the goals load late", async () => {
    const server = stubGoalsFetch();
    renderWithQuery(<GoalsForm Recalculate={NoWizard} />);
    type("Daily goal (g)", "150");
    // Loaded after the typing: a weekly goal set by hand, a monthly one that follows the daily goal.
    await act(async () => server.answer({ dailyGoal: 100, weeklyGoal: 800, monthlyGoal: 3000 }));
    await waitFor(() => expect(input("Weekly goal (g)").value).toBe("800"));
    expect(input("Daily goal (g)").value).toBe("150");
    expect(input("Monthly goal (g)").value).toBe("4500");
  });

  it("shows the recalculated goals after the wizard, over what was typed", async () => {
    const server = stubGoalsFetch();
    renderWithQuery(<GoalsForm Recalculate={RecalculatedWizard} />);
    await act(async () => server.answer({ dailyGoal: 100, weeklyGoal: 700, monthlyGoal: 3000 }));
    await waitFor(() => expect(input("Daily goal (g)").value).toBe("100"));
    type("Daily goal (g)", "130");
    type("Weekly goal (g)", "900");
    fireEvent.click(screen.getByRole("button", { name: "Recalculate from body weight" }));
    fireEvent.click(await screen.findByRole("button", { name: "Finish wizard" }));
    await waitFor(() => expect(input("Daily goal (g)").value).toBe("168"));
    expect(input("Weekly goal (g)").value).toBe("900");
    expect(input("Monthly goal (g)").value).toBe("5040");
  });

  it("shows the server schema's message next to the field and sends nothing", async () => {
    const server = stubGoalsFetch();
    renderWithQuery(<GoalsForm Recalculate={NoWizard} />);
    await act(async () => server.answer({ dailyGoal: 100, weeklyGoal: 700, monthlyGoal: 3000 }));
    await waitFor(() => expect(input("Daily goal (g)").value).toBe("100"));
    type("Daily goal (g)", "1001");
    type("Weekly goal (g)", "");
    fireEvent.click(screen.getByRole("button", { name: "Save Goals" }));
    // proteinGoalsSchema's words (domain/goals/protein-goals.ts), the ones a 400 would carry.
    expect(screen.getByText("Your daily goal can be at most 1,000g.")).toBeTruthy();
    expect(screen.getByText("Enter your weekly goal in grams.")).toBeTruthy();
    expect(input("Daily goal (g)").getAttribute("aria-invalid")).toBe("true");
    expect(server.calls.filter((c) => c.method !== "GET")).toEqual([]);
  });
});
