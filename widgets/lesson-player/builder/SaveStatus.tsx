import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RequestFailed } from '@courses/runtime';
import { CONFLICT, SAVE_LABELS } from './messages';
import type { SaveState } from './draftSaver';

/** The header's word on the work: saved, saving, unsaved (read out politely as it changes). */
export function SaveStatus({ state }: { state: SaveState }) {
  const text =
    state.kind === 'conflict'
      ? CONFLICT.title
      : SAVE_LABELS[state.kind === 'failed' ? 'failed' : state.kind];
  return (
    <Typography
      role="status"
      variant="body2"
      data-testid="lesson-player.builder-save"
      data-state={state.kind}
      sx={{
        color:
          state.kind === 'failed' || state.kind === 'conflict' ? 'error.main' : 'text.secondary',
      }}
    >
      {text}
    </Typography>
  );
}

const BESIDE = { margin: '8px 16px 0' };

/** Why the last save failed, with a retry; the draft is safe on this device meanwhile. */
export function SaveFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <RequestFailed severity="warning" style={BESIDE} message={message} retry={onRetry} />;
}

/** The activity changed elsewhere: keep this version or take the other one. */
export function ConflictNotice({
  onKeepMine,
  onTakeTheirs,
}: {
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ mx: 2, mt: 1 }}
      data-testid="lesson-player.builder-conflict"
    >
      <strong>{CONFLICT.title}</strong>
      <Box component="p" sx={{ my: 0.5 }}>
        {CONFLICT.body}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button variant="contained" size="small" onClick={onKeepMine}>
          {CONFLICT.keepMine}
        </Button>
        <Button variant="outlined" size="small" onClick={onTakeTheirs}>
          {CONFLICT.takeTheirs}
        </Button>
      </Box>
    </Alert>
  );
}
