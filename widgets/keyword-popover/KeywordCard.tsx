import { Suspense, useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LoadBoundary, Loading, retryableLazy } from '@courses/runtime';
import { CloseIcon } from './CloseIcon';
import { trapTab } from './trapTab';
import type { DefinitionState } from './useKeywordDefinition';

/**
 * The markup renderer (marked, DOMPurify and the constructs, the heavy part of the popover)
 * loads when a definition is first shown; `preloadMarkup` starts it when a reader first points
 * at or focuses a keyword, so it is usually there by the time the definition is. If it cannot be
 * downloaded, the popover says so with a Retry (LoadBoundary).
 */
const loadMarkup = () => import('@courses/runtime/markup');
const MarkupContent = retryableLazy(() => loadMarkup().then((module) => module.MarkupContent));
export function preloadMarkup(): void {
  void loadMarkup().catch(() => undefined);
}

interface KeywordCardProps {
  headingId: string;
  keywordId: string;
  term: string;
  definition: DefinitionState;
  onClose: () => void;
}

/** The popover's content: the keyword as heading, a close cross and the definition. */
export function KeywordCard({ headingId, keywordId, term, definition, onClose }: KeywordCardProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  // Focus moves into the popover when it opens; without scrolling, which would close it again.
  useEffect(() => closeButton.current?.focus({ preventScroll: true }), []);

  return (
    <Paper
      elevation={8}
      onKeyDown={trapTab}
      sx={{
        width: 'min(26rem, calc(100vw - 16px))',
        // --keyword-room: the room on the popover's side of the keyword (KeywordPopover).
        maxHeight: 'min(28rem, 70vh, var(--keyword-room, 70vh))',
        overflowY: 'auto',
        p: 2,
        pt: 1.5,
        borderTop: 4,
        borderColor: 'primary.main',
        // The definition's last paragraph keeps its margin otherwise, a gap under the text.
        '& .markup > :last-child': { mb: 0 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography
          id={headingId}
          component="h2"
          variant="h6"
          sx={{ flex: 1, pt: 0.5, lineHeight: 1.3, overflowWrap: 'anywhere' }}
        >
          {term}
        </Typography>
        <IconButton ref={closeButton} aria-label="Close" size="small" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {definition.status === 'loading' ? <Loading /> : null}
      {definition.status === 'ready' ? (
        <LoadBoundary>
          <Suspense fallback={<Loading />}>
            <MarkupContent
              source={definition.data}
              idPrefix={`keyword-${keywordId}`}
              showDiagnostics={false}
            />
          </Suspense>
        </LoadBoundary>
      ) : null}
    </Paper>
  );
}
