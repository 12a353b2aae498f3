import { Component, type ReactNode } from 'react';
import { RequestFailed } from './RequestFailed';
import { retryFailedLoads } from './retryableLazy';

/** Said where a part of a widget could not be loaded (its code did not arrive). */
export const LOAD_FAILED_MESSAGE =
  'This part of the page could not be loaded. Check your connection, then try again.';

interface Props {
  /** The part, loaded with retryableLazy so that Retry downloads it anew. */
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Keeps a part loaded on demand (a dialog, a menu) from taking its widget down when its code
 * cannot be loaded: the part says so where it would have been, with a Retry that loads it again
 * (see retryableLazy), and the rest of the widget, and whatever was typed in it, stays.
 */
export class LoadBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.error('[courses] a part of the widget could not be loaded', error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <RequestFailed
        message={LOAD_FAILED_MESSAGE}
        retry={() => {
          retryFailedLoads();
          this.setState({ failed: false });
        }}
      />
    );
  }
}
