import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A request that failed: its message and a Retry button. A warning where nothing is lost (a
 * draft kept on the device while its save is retried).
 */
export function RequestFailed({
  message,
  retry,
  severity = 'error',
  sx,
}: {
  message: string;
  retry: () => void;
  severity?: 'error' | 'warning';
  sx?: SxProps<Theme>;
}) {
  return (
    <Alert
      severity={severity}
      sx={sx}
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
