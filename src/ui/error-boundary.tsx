import { Component, type ErrorInfo, type ReactNode } from "react";
import { BUILD_VERSION } from "./version";

interface State {
  error: Error | null;
}

interface Props {
  children: ReactNode;
  /**
   * What a reload keeps or loses here, read when the error shows (the mock exam says whether its
   * exam is kept in the tab). Without it, the message promises nothing.
   */
  note?: () => ReactNode;
}

/**
 * An unexpected error in an interactive part shows a message with a way back instead of a blank
 * space, and says only what is true of the learner's work.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(`AdviserReady ${BUILD_VERSION}: a part of this page stopped working`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-xl space-y-4 rounded-xl border border-incorrect-line bg-incorrect-soft p-6 text-center">
        <h2 className="text-2xl font-bold">Something went wrong</h2>
        <p>An unexpected error stopped this part of the page. Reload the page or go back home and try again.</p>
        {this.props.note?.()}
        <p className="text-sm">Version {BUILD_VERSION}</p>
        <p className="flex flex-wrap justify-center gap-3">
          <button type="button" onClick={() => location.reload()} className="font-bold text-brand underline underline-offset-2 focus-ring">
            Reload this page
          </button>
          <a href="/" className="font-bold text-brand underline underline-offset-2 focus-ring">
            Back to the home page
          </a>
        </p>
      </div>
    );
  }
}
