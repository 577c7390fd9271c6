import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteErrorFallback } from './RemoteErrorFallback';

interface RemoteErrorBoundaryProps {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  failed: boolean;
}

/** Catches a remote that fails to load or throws while rendering, and offers a retry. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Remote "${this.props.remote}" failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    // The parent remounts this boundary (new key) with a fresh loader on retry.
    if (this.state.failed) return <RemoteErrorFallback onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
