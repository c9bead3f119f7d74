import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LoadFailedScreen } from './load-failed-screen';

interface Props {
  children: ReactNode;
  /** What shows instead of a part that failed; the screen that says so and offers Retry by default. */
  fallback?: (error: unknown) => ReactNode;
  /** A change of this (the route's path) starts again: a screen that failed does not hold back the next one. */
  resetKey?: string;
  /** Told once the part has failed (a screen that can do without it says so its own way). */
  onError?: (error: unknown) => void;
}

/**
 * Catches a part of the app that failed to load or draw, so the person sees what happened and can
 * retry instead of a blank page (issue 46: offline, a lazily loaded part unmounted the whole app).
 */
export class LoadBoundary extends Component<Props, { error: unknown }> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
    this.props.onError?.(error);
  }

  componentDidUpdate(previous: Props) {
    if (this.state.error !== undefined && previous.resetKey !== this.props.resetKey)
      this.setState({ error: undefined });
  }

  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return this.props.fallback ? this.props.fallback(error) : <LoadFailedScreen error={error} />;
  }
}
