import { useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReadAloudState } from './readAloud/ReadAloudSession';
import { NOTHING_TO_READ, READ_ALOUD_LABEL, READ_ALOUD_STATUS } from './messages';

interface ReadAloudControlsProps {
  state: ReadAloudState;
  /** Blocks to read: null until the list is built (spec section 9: 1000 ms after load). */
  blockCount: number | null;
  onPlay: () => void;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
}

/** What the main button does in each state; one button, so keyboard focus never gets lost. */
const MAIN_ACTION = {
  stopped: 'Play',
  reading: 'Pause',
  paused: 'Resume',
} as const satisfies Record<ReadAloudState, string>;

export function ReadAloudControls(props: ReadAloudControlsProps) {
  const { state, blockCount, onPlay, onPause, onResume, onStop } = props;
  const labelId = useId();
  const hintId = useId();
  const main = MAIN_ACTION[state];
  const onMain = { stopped: onPlay, reading: onPause, paused: onResume }[state];
  const nothingToRead = state === 'stopped' && blockCount === 0;
  const mainButton = useRef<HTMLButtonElement>(null);
  // Stop is disabled once stopped, which would drop focus to the page body: focus moves to the
  // main button first, which now reads Play, the control that starts reading again.
  function stop() {
    mainButton.current?.focus();
    onStop();
  }
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      <Typography id={labelId} component="span" sx={{ fontWeight: 500 }}>
        {READ_ALOUD_LABEL}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button
          ref={mainButton}
          variant="contained"
          size="small"
          onClick={onMain}
          disabled={state === 'stopped' && !blockCount}
          {...(nothingToRead ? { 'aria-describedby': hintId } : {})}
        >
          {main}
        </Button>
        <Button variant="outlined" size="small" onClick={stop} disabled={state === 'stopped'}>
          Stop
        </Button>
        <Typography
          role="status"
          aria-live="polite"
          variant="body2"
          data-testid="reading-bar.status"
          data-state={state}
        >
          {READ_ALOUD_STATUS[state]}
        </Typography>
      </Box>
      {nothingToRead ? (
        <Typography id={hintId} variant="body2" color="text.secondary">
          {NOTHING_TO_READ}
        </Typography>
      ) : null}
    </Box>
  );
}
