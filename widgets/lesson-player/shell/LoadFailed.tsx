import { RequestFailed } from '@courses/runtime';

const MARGIN = { margin: 16 };

/** A course or lesson that could not be loaded: say so and offer a retry. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <RequestFailed
      message={`The ${what} could not be loaded. Check your connection and try again.`}
      retry={onRetry}
      style={MARGIN}
    />
  );
}
