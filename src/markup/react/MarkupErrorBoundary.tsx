import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** When this changes (a new document), a failed render is tried again. */
  resetKey: unknown;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a rendering failure inside the content: the rest of the widget and page go on. */
export class MarkupErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[courses] content markup could not be rendered', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ failed: false });
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <p role="alert" className="markup-failure">
          This content could not be displayed.
        </p>
      );
    }
    return this.props.children;
  }
}
