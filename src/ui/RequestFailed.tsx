import type { CSSProperties } from 'react';
import { Alert } from './kit/Alert';
import { Button } from './kit/Button';

/**
 * A request that failed: its message and a Retry button. A warning where nothing is lost (a
 * draft kept on the device while its save is retried).
 */
export function RequestFailed({
  message,
  retry,
  severity = 'error',
  className,
  style,
}: {
  message: string;
  retry: () => void;
  severity?: 'error' | 'warning';
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <Alert
      severity={severity}
      className={className}
      style={style}
      action={
        <Button color="inherit" size="small" onClick={retry}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
