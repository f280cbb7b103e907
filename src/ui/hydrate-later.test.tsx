import { useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { HydrateLater, hydrateInSlices } from "./hydrate-later";

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function Page() {
  return (
    <div>
      <Counter label="top" />
      <HydrateLater>
        <Counter label="middle" />
      </HydrateLater>
      <HydrateLater>
        <section>
          <Counter label="bottom" />
        </section>
      </HydrateLater>
    </div>
  );
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const button = (root: HTMLElement, label: string) =>
  [...root.querySelectorAll("button")].find((b) => b.textContent?.startsWith(label)) as HTMLButtonElement;

afterEach(() => {
  document.body.innerHTML = "";
});

describe("HydrateLater", () => {
  it("draws its children on the server as if it were not there", () => {
    expect(renderToString(<Page />)).toBe(
      '<div><button type="button">top 0</button><button type="button">middle 0</button><section><button type="button">bottom 0</button></section></div>',
    );
  });

  it("hydrates each slice in a later task, keeping the very elements drawn", async () => {
    const root = document.createElement("div");
    root.innerHTML = renderToString(<Page />);
    document.body.append(root);
    const drawn = [...root.querySelectorAll("button")];
    const hydrated = hydrateInSlices(() => hydrateRoot(root, <Page />));

    // The page around the slices listens at once; the slices are on screen, not yet listening.
    button(root, "top").click();
    button(root, "middle").click();
    await Promise.resolve();
    expect(button(root, "top").textContent).toBe("top 1");
    expect(button(root, "middle").textContent).toBe("middle 0");

    await hydrated;
    button(root, "middle").click();
    button(root, "bottom").click();
    await nextTask();
    expect(button(root, "middle").textContent).toBe("middle 1");
    expect(button(root, "bottom").textContent).toBe("bottom 1");
    expect([...root.querySelectorAll("button")]).toEqual(drawn);
    expect(root.querySelectorAll("section")).toHaveLength(1);
  });

  it("is only its children in a render that is not a hydration", async () => {
    const root = document.createElement("div");
    document.body.append(root);
    createRoot(root).render(<Page />);
    await nextTask();
    button(root, "bottom").click();
    await nextTask();
    expect(button(root, "bottom").textContent).toBe("bottom 1");
  });
});
