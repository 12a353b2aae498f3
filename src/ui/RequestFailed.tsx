import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A request that failed: its message and a Retry button. */
export function RequestFailed({ message, retry }: { message: string; retry: () => void }) {
  return (
    <Alert
      severity="error"
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
