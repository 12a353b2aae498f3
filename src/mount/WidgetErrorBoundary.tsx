import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert } from '../ui/kit/Alert';
import { Button } from '../ui/kit/Button';
import { GENERIC_ERROR_MESSAGE } from '../api/errors';
import { LOAD_FAILED_MESSAGE } from '../ui/LoadBoundary';
import { LoadFailedError, retryFailedLoads } from '../ui/retryableLazy';

interface Props {
  widget: string;
  onError: (error: Error) => void;
  onRecover: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a crash inside its own slot: the page and the other widgets go on working. */
export class WidgetErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[courses] widget "${this.props.widget}" crashed`, error, info.componentStack);
    this.props.onError(error);
  }

  private retry = (): void => {
    // Code that failed to download (the network dropped) is asked for again.
    retryFailedLoads();
    this.props.onRecover();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Alert
        severity="error"
        data-testid="widget.crashed"
        action={
          <Button color="inherit" size="small" onClick={this.retry}>
            Try again
          </Button>
        }
      >
        {/* A part whose code did not arrive says so: Try again loads it (retryFailedLoads). */}
        {error instanceof LoadFailedError ? LOAD_FAILED_MESSAGE : GENERIC_ERROR_MESSAGE}
      </Alert>
    );
  }
}
