import { act, cleanup, render } from "@testing-library/react";
import { Flame, Monitor, Moon } from "lucide";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { Icon } from "./icon";

afterEach(cleanup);

describe("Icon (ADR 040)", () => {
  it("draws the icon's shapes as one hidden SVG in the text's colour", () => {
    const { container } = render(<Icon node={Monitor} className="size-5" />);
    const svg = container.querySelector("svg");
    expect(svg?.getAttribute("aria-hidden")).toBe("true");
    expect(svg?.getAttribute("class")).toBe("size-5");
    expect(svg?.getAttribute("stroke")).toBe("currentColor");
    expect(svg?.getAttribute("viewBox")).toBe("0 0 24 24");
    // Monitor is a rect and two lines, each with its attributes as lucide gives them.
    expect([...(svg?.children ?? [])].map((shape) => shape.tagName.toLowerCase())).toEqual(["rect", "line", "line"]);
    expect(svg?.querySelector("rect")?.getAttribute("rx")).toBe("2");
  });

  it("renders the same shapes on the server, so a drawn page shows its icons before the app runs", () => {
    const html = renderToString(<Icon node={Flame} className="size-4" />);
    expect(html).toMatch(/^<svg [^>]*aria-hidden="true"[^>]*class="size-4"[^>]*><path d="M12 3q1 4[^"]*"\/><\/svg>$/);
  });

  it("escapes every attribute value it writes as markup", () => {
    const odd = [["path", { d: 'M0 0"/><script>alert(1)</script>&' }]] as unknown as typeof Flame;
    const { container } = render(<Icon node={odd} />);
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("path")?.getAttribute("d")).toBe('M0 0"/><script>alert(1)</script>&');
  });

  it("hydrates a drawn icon in place, and redraws it when the browser's first render shows another", async () => {
    const same = document.createElement("div");
    same.innerHTML = renderToString(<Icon node={Flame} />);
    const drawnPath = same.querySelector("path");
    await act(async () => {
      hydrateRoot(same, <Icon node={Flame} />);
    });
    expect(same.querySelector("path")).toBe(drawnPath);

    // The server drew "system" (a monitor); this device stored "dark" (a moon).
    const other = document.createElement("div");
    other.innerHTML = renderToString(<Icon node={Monitor} />);
    await act(async () => {
      hydrateRoot(other, <Icon node={Moon} />);
    });
    const expected = document.createElement("div");
    expected.innerHTML = renderToString(<Icon node={Moon} />);
    expect(other.innerHTML).toBe(expected.innerHTML);
  });
});
