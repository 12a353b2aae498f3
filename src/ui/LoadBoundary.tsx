import { Component, type ReactNode } from 'react';
import { reportEvent } from '../reporting/hook';
import { RequestFailed } from './RequestFailed';
import { LoadFailedError, retryFailedLoads } from './retryableLazy';

/** Said where a part of a widget could not be loaded (its code did not arrive). */
export const LOAD_FAILED_MESSAGE =
  'This part of the page could not be loaded. Check your connection, then try again.';

interface Props {
  /** The part, loaded with retryableLazy so that Retry downloads it anew. */
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Keeps a part loaded on demand (a dialog, a menu) from taking its widget down when its code
 * cannot be loaded: the part says so where it would have been, with a Retry that loads it again
 * (see retryableLazy), and the rest of the widget, and whatever was typed in it, stays. Any
 * other error is the widget's own boundary's to show.
 */
export class LoadBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    if (!(error instanceof LoadFailedError)) return;
    console.error('[courses] a part of the widget could not be loaded', error.cause);
    reportEvent({ type: 'load-failure', error: error.cause });
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    // A crash rather than a download: passed on, up to the widget's boundary.
    if (!(error instanceof LoadFailedError)) throw error;
    return (
      <RequestFailed
        message={LOAD_FAILED_MESSAGE}
        retry={() => {
          retryFailedLoads();
          this.setState({ error: null });
        }}
      />
    );
  }
}
