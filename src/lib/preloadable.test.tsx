import { cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { preloadable } from "./preloadable";

afterEach(cleanup);

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A component whose code arrives when the test says so. */
function deferred() {
  let arrive: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  let asked = 0;
  const Component = preloadable(() => {
    asked++;
    return new Promise<typeof Hello>((resolve, reject) => {
      arrive = () => resolve(Hello);
      fail = reject;
    });
  });
  return { Component, arrive: () => arrive(), fail: (error: Error) => fail(error), asked: () => asked };
}

describe("preloadable", () => {
  it("draws at once, never its fallback, once its code was preloaded", async () => {
    const { Component, arrive, asked } = deferred();
    const loading = Component.preload();
    arrive();
    await loading;
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Component name="Ana" />
      </Suspense>,
    );
    // Synchronously: a page drawn ahead is hydrated in one pass.
    expect(screen.getByText("Hello Ana")).toBeTruthy();
    expect(screen.queryByText("Loading...")).toBeNull();
    expect(asked()).toBe(1);
  });

  it("suspends like lazy() when drawn first, and asks for its code once", async () => {
    const { Component, arrive, asked } = deferred();
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Component name="Bo" />
      </Suspense>,
    );
    expect(screen.getByText("Loading...")).toBeTruthy();
    // A preload while it waits joins the same download.
    void Component.preload();
    expect(asked()).toBe(1);
    arrive();
    expect(await screen.findByText("Hello Bo")).toBeTruthy();
  });

  it("asks again after a failed download instead of remembering the failure", async () => {
    const { Component, fail, arrive, asked } = deferred();
    const first = Component.preload();
    fail(new Error("offline"));
    await expect(first).rejects.toThrow("offline");
    const second = Component.preload();
    expect(asked()).toBe(2);
    arrive();
    await expect(second).resolves.toBe(Hello);
  });
});
