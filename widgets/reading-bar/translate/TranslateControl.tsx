import { useEffect, useId, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LANGUAGE_LABEL, TRANSLATOR_LOADING, TRANSLATOR_RETRY } from '../messages';
import { isLanguageCode, LANGUAGES, type LanguageCode } from './languages';
import type { TranslatorState } from './useTranslator';

interface TranslateControlProps {
  language: LanguageCode;
  state: TranslatorState;
  /** The reader has reached the control: time to load the provider. */
  onPrepare: () => void;
  onChoose: (language: LanguageCode) => void;
  onRetry: () => void;
}

/**
 * True when focus is still on the select, or has fallen back to the page, as it does in browsers
 * from a control that gets disabled: the reader has not gone elsewhere.
 */
function focusStayed(select: HTMLSelectElement | null): boolean {
  const doc = select?.ownerDocument ?? document;
  const active = doc.activeElement;
  return active === null || active === doc.body || active === select;
}

/**
 * The language select. Disabled while the provider loads (spec section 4), which takes focus
 * away from it in browsers: the focus is brought back once it is usable, or moved to the retry
 * button when loading failed, unless the reader has gone elsewhere meanwhile.
 */
export function TranslateControl(props: TranslateControlProps) {
  const { language, state, onPrepare, onChoose, onRetry } = props;
  const selectRef = useRef<HTMLSelectElement | null>(null);
  const retryRef = useRef<HTMLButtonElement | null>(null);
  const returnFocus = useRef(false);
  const progressId = useId();

  useEffect(() => {
    if (!returnFocus.current || state.status === 'loading' || state.status === 'idle') return;
    returnFocus.current = false;
    if (!focusStayed(selectRef.current)) return;
    if (state.status === 'ready') selectRef.current?.focus();
    else retryRef.current?.focus();
  }, [state]);

  const loading = state.status === 'loading';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, minWidth: 220, maxWidth: 360 }}>
      <TextField
        select
        label={LANGUAGE_LABEL}
        value={language}
        size="small"
        disabled={loading || state.status === 'failed'}
        inputRef={selectRef}
        onFocus={() => {
          if (state.status !== 'idle') return;
          returnFocus.current = true;
          onPrepare();
        }}
        onChange={(event) => {
          if (isLanguageCode(event.target.value)) onChoose(event.target.value);
        }}
        slotProps={{
          select: { native: true },
          htmlInput: loading ? { 'aria-describedby': progressId, 'aria-busy': true } : {},
        }}
      >
        {LANGUAGES.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </TextField>
      <Typography
        id={progressId}
        aria-live="polite"
        variant="body2"
        color="text.secondary"
        data-testid="reading-bar.translator-progress"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: loading ? undefined : 0 }}
      >
        {loading ? (
          <>
            <CircularProgress size={14} aria-hidden="true" />
            {TRANSLATOR_LOADING}
          </>
        ) : null}
      </Typography>
      {state.status === 'failed' ? (
        <Alert
          severity="error"
          data-testid="reading-bar.translator-error"
          action={
            <Button
              ref={retryRef}
              color="inherit"
              size="small"
              sx={{ whiteSpace: 'nowrap' }}
              onClick={() => {
                returnFocus.current = true;
                onRetry();
              }}
            >
              {TRANSLATOR_RETRY}
            </Button>
          }
        >
          {state.message}
        </Alert>
      ) : null}
    </Box>
  );
}
