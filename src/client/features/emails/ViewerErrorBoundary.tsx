import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/** A message that cannot be shown must not take the whole list down with it. */
export class ViewerErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Email content could not be displayed', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <p className="email-viewer-message email-viewer-error" role="alert">
          There was an error displaying this email content.
        </p>
      );
    }
    return this.props.children;
  }
}
