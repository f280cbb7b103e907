import { Component, type ReactNode } from "react";

interface Props {
  children: ReactNode;
  /** Drawn in place of the children once they have failed. */
  failed: ReactNode;
  /** Named in the console with the error, for whoever reads it. */
  what: string;
  /** Called once, when the children fail. */
  onFailure?: () => void;
}

interface FailureState {
  failed: boolean;
}

/**
 * Catches what a part of the page throws as it is drawn. Most often that is code loaded on
 * demand that could not be downloaded: the phone went offline before the service worker had kept
 * it, or Proteo was updated while the page was open and the old version's files are gone. A
 * render error (a bug) lands here too.
 */
export class FailureBoundary extends Component<Props, FailureState> {
  override state: FailureState = { failed: false };

  static getDerivedStateFromError(): FailureState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`${this.props.what} could not be drawn`, error);
    this.props.onFailure?.();
  }

  override render() {
    return this.state.failed ? this.props.failed : this.props.children;
  }
}
