import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { type FunctionComponent, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { retryingLazy } from "@/lib/on-demand";
import { OnDemandPiece, PIECE_FAILED, PIECE_FAILED_DETAIL } from "./on-demand-piece";

const toastError = vi.hoisted(() => vi.fn());
vi.mock("@/lib/toast", () => ({ toast: { error: toastError } }));

function EditDialog() {
  return <div role="dialog" aria-label="Edit meal" />;
}

/** A dialog whose code fails to download until `online()` is called. */
function flakyDialog() {
  let up = false;
  let asked = 0;
  const Dialog = retryingLazy(() => {
    asked++;
    return up
      ? Promise.resolve({ default: EditDialog })
      : Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
  });
  return { Dialog, online: () => (up = true), asked: () => asked };
}

/** A screen with a meal list and a dialog its button opens on demand. */
function Screen({ Dialog }: { Dialog: FunctionComponent }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>Today's Meals</h1>
      <label>
        Note <input defaultValue="" />
      </label>
      <button type="button" onClick={() => setOpen(true)}>
        Edit
      </button>
      {open && (
        <OnDemandPiece fallback={<p role="status">Opening...</p>} onFailure={() => setOpen(false)}>
          <Dialog />
        </OnDemandPiece>
      )}
    </main>
  );
}

describe("a piece of a screen loaded on demand", () => {
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    toastError.mockReset();
  });

  it("leaves the screen as it was when its code cannot be downloaded, says so, and opens at the next tap", async () => {
    const { Dialog, online, asked } = flakyDialog();
    render(<Screen Dialog={Dialog} />);
    fireEvent.input(screen.getByLabelText("Note"), { target: { value: "kept" } });

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Edit" })));
    await vi.waitFor(() => expect(toastError).toHaveBeenCalledTimes(1));
    expect(toastError).toHaveBeenCalledWith(
      PIECE_FAILED,
      expect.objectContaining({ description: PIECE_FAILED_DETAIL }),
    );
    const [, options] = toastError.mock.calls[0] as [string, { action: { label: string } }];
    const { action } = options;
    expect(action.label).toBe("Reload");
    // The screen stays, with what was typed; the tap is undone.
    expect(screen.getByRole("heading", { name: "Today's Meals" })).toBeTruthy();
    expect((screen.getByLabelText("Note") as HTMLInputElement).value).toBe("kept");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();

    online();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Edit" })));
    expect(await screen.findByRole("dialog", { name: "Edit meal" })).toBeTruthy();
    expect(asked()).toBe(2);
    expect(toastError).toHaveBeenCalledTimes(1);
  });

  it("leaves the place of a piece the screen drew by itself empty, without a toast", async () => {
    const { Dialog } = flakyDialog();
    render(
      <main>
        <h1>Dashboard</h1>
        <OnDemandPiece>
          <Dialog />
        </OnDemandPiece>
      </main>,
    );
    await vi.waitFor(() =>
      expect(console.error).toHaveBeenCalledWith("A part of the screen could not be drawn", expect.any(TypeError)),
    );
    expect(screen.getByRole("heading", { name: "Dashboard" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(toastError).not.toHaveBeenCalled();
  });
});
