import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AlertDialog } from "./alert-dialog";

afterEach(cleanup);

function Confirming({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ask again
      </button>
      {open && (
        <AlertDialog
          title="Delete it?"
          description="This cannot be undone."
          keepLabel="Keep it"
          onKeep={() => setOpen(false)}
          confirmLabel="Delete"
          pending={false}
          tone="danger"
          onConfirm={onConfirm}
        />
      )}
    </>
  );
}

describe("AlertDialog", () => {
  it("opens as a modal <dialog>, named and described, with focus on the safe choice", () => {
    render(<Confirming onConfirm={() => {}} />);
    const dialog = screen.getByRole("alertdialog", { name: "Delete it?" });
    expect(dialog.tagName).toBe("DIALOG");
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.getAttribute("aria-describedby")).toBe(screen.getByText("This cannot be undone.").id);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Keep it" }));
  });

  it("keeps on Escape (the dialog's cancel) without closing it behind React's back", () => {
    render(<Confirming onConfirm={() => {}} />);
    const dialog = screen.getByRole("alertdialog");
    const cancel = new Event("cancel", { cancelable: true });
    fireEvent(dialog, cancel);
    // The browser's own close is prevented: React removes the dialog, so its state stays true.
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Ask again" }));
    expect(screen.getByRole("alertdialog")).toBeTruthy();
  });

  it("goes ahead only with its confirm button", () => {
    const onConfirm = vi.fn();
    render(<Confirming onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole("button", { name: "Keep it" }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Ask again" }));
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("says the pending words and takes no second tap while the request runs", () => {
    const onConfirm = vi.fn();
    render(
      <AlertDialog
        title="Pay now?"
        description="$7 today."
        keepLabel="Not now"
        onKeep={() => {}}
        confirmLabel="Pay $7"
        pendingLabel="Paying..."
        pending
        tone="charge"
        onConfirm={onConfirm}
      />,
    );
    const button = screen.getByRole("button", { name: "Paying..." }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
