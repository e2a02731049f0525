import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError } from '../lib/chunk-error.js';
import { reportError } from '../lib/report.js';
import { ChunkErrorPage } from './ChunkErrorPage.js';
import { ErrorPage } from './ErrorPage.js';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Called for every caught render error; defaults to the best-effort console-error report. */
  onError?: (error: unknown, componentStack: string | null | undefined) => void;
  /** When this value changes the boundary resets (e.g. the current path). */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/**
 * Top-level fallback of spec §2: chunk-load errors get the "outdated version" page with 'Wróć' and
 * 'Odśwież stronę'; any other render error gets 'Coś poszło nie tak' with 'Wystąpił błąd:' and
 * 'Spróbuj ponownie'. Every error is reported to the backend (best effort).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const onError = this.props.onError ?? ((e, stack) => void reportError(e, stack));
    try {
      onError(error, info.componentStack);
    } catch {
      // reporting is best effort
    }
  }

  /** The reset key of the render that failed; a different key later (navigation) resets the boundary. */
  private errorKey: unknown;

  override componentDidMount(): void {
    if (this.state.hasError) this.errorKey = this.props.resetKey;
  }

  override componentDidUpdate(_prev: ErrorBoundaryProps, prevState: ErrorBoundaryState): void {
    if (!this.state.hasError) return;
    // Compare with the key the error was committed under, not with the previous props: a navigation
    // that fails inside a transition commits the new key together with the error.
    if (!prevState.hasError) {
      this.errorKey = this.props.resetKey;
      return;
    }
    if (!Object.is(this.errorKey, this.props.resetKey)) this.reset();
  }

  reset = (): void => {
    this.setState({ error: null, hasError: false });
  };

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    if (isChunkLoadError(this.state.error)) return <ChunkErrorPage />;
    return <ErrorPage error={this.state.error} onRetry={this.reset} />;
  }
}
