import { FAQ } from "@domain/learn/faq";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FaqAccordion } from "./faq-accordion";

afterEach(cleanup);

const question = (name: string) => screen.getByRole("button", { name });
const panel = (name: string) => document.getElementById(question(name).getAttribute("aria-controls") ?? "");

describe("FaqAccordion", () => {
  it("starts closed, opens one answer at a time, and closes the open one again", () => {
    render(<FaqAccordion entries={FAQ} />);
    const [first, second] = [FAQ[0]?.question ?? "", FAQ[1]?.question ?? ""];
    expect(screen.getAllByRole("button")).toHaveLength(7);
    expect(screen.getAllByRole("button").every((b) => b.getAttribute("aria-expanded") === "false")).toBe(true);
    expect(panel(first)?.hidden).toBe(true);

    fireEvent.click(question(first));
    expect(question(first).getAttribute("aria-expanded")).toBe("true");
    expect(panel(first)?.hidden).toBe(false);
    expect(panel(first)?.textContent).toContain("Protein is one of the three macronutrients");

    fireEvent.click(question(second));
    expect(question(first).getAttribute("aria-expanded")).toBe("false");
    expect(panel(first)?.hidden).toBe(true);
    expect(question(second).getAttribute("aria-expanded")).toBe("true");
    expect(panel(second)?.textContent).toContain("Losing fat: 1.6-2.0 g per kg");

    fireEvent.click(question(second));
    expect(screen.getAllByRole("button").every((b) => b.getAttribute("aria-expanded") === "false")).toBe(true);
  });
});
