import { Component, type ErrorInfo, type ReactNode } from "react";
import { BUILD_VERSION } from "./version";

interface State {
  error: Error | null;
}

/**
 * An unexpected error in an interactive part shows a message with a way back instead of a blank
 * space. Nothing is stored, so nothing is lost by reloading.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
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
        <p>
          An unexpected error stopped this part of the page. Your answers are not stored, so nothing is lost: reload the page or go
          back home and try again.
        </p>
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
