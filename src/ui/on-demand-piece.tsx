import { type ReactNode, Suspense } from "react";
import { toast } from "@/lib/toast";
import { FailureBoundary } from "./failure-boundary";

/** The toast's words when a piece someone asked for cannot be opened (ADR 053). */
export const PIECE_FAILED = "Could not open this.";
export const PIECE_FAILED_DETAIL = "Check your connection and try again, or reload Proteo.";

interface Props {
  children: ReactNode;
  /** Drawn while the piece's code arrives. */
  fallback?: ReactNode;
  /**
   * For a piece someone asked for (a tap opened it): undoes that tap, closing the dialog or going
   * back to what was shown before, and a toast says it could not be opened. Without it the piece
   * is one the screen draws by itself ("Log again"), and its place stays empty.
   */
  onFailure?: () => void;
}

/**
 * Something inside a screen whose code loads on demand: a dialog, the progress card's other
 * periods, a step of a form, an extra card (ADR 045, ADR 053). If it cannot be drawn, the screen
 * around it stays as it was, with what was typed into it, instead of giving way to
 * `OnDemandScreen`'s reload; the next try downloads the code again (`onDemand`).
 */
export function OnDemandPiece({ children, fallback = null, onFailure }: Props) {
  const failed = onFailure
    ? () => {
        toast.error(PIECE_FAILED, {
          description: PIECE_FAILED_DETAIL,
          action: { label: "Reload", onClick: () => location.reload() },
        });
        onFailure();
      }
    : undefined;
  return (
    <FailureBoundary what="A part of the screen" failed={null} onFailure={failed}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </FailureBoundary>
  );
}
