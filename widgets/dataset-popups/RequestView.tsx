import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { Loading, RequestFailed } from '@courses/runtime';
import { NO_RESULTS } from './messages';
import type { RequestState } from '@courses/runtime';

/** Loader, error with Retry, 'No Results Found.' for an empty list, or the list itself. */
export function RequestView<T>({
  state,
  retry,
  children,
}: {
  state: RequestState<T[]>;
  retry: () => void;
  children: (items: T[]) => ReactNode;
}) {
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') return <RequestFailed message={state.message} retry={retry} />;
  if (state.data.length === 0) {
    return (
      <Typography role="status" sx={{ py: 2 }}>
        {NO_RESULTS}
      </Typography>
    );
  }
  return <>{children(state.data)}</>;
}
