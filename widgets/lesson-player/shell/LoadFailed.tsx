import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A course or lesson that could not be loaded: say so and offer a retry. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
      sx={{ m: 2 }}
    >
      {`The ${what} could not be loaded. Check your connection and try again.`}
    </Alert>
  );
}
