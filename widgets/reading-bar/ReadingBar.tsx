import { useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { currentUserAtom } from '@courses/runtime';
import type { ReadingBarProps } from './props';
import { BAR_TITLE } from './messages';
import { ReadAloudControls } from './ReadAloudControls';
import { TextSizeControl } from './TextSizeControl';
import { TranslateControl } from './translate/TranslateControl';
import { useTranslator } from './translate/useTranslator';
import { useReadAloud } from './readAloud/useReadAloud';
import { useTextBlocks } from './readAloud/useTextBlocks';
import { useContentElement } from './useContentElement';
import { useExpanded } from './useExpanded';
import { useTextSize } from './useTextSize';

/** Opens and closes the bar: a chevron that turns with the state. */
function Chevron({ open }: { open: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d={
          open
            ? 'm12 8-6 6 1.41 1.41L12 10.83l4.59 4.58L18 14z'
            : 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z'
        }
      />
    </svg>
  );
}

/**
 * Read aloud over the content's text blocks. Its own component: the block list is rebuilt a
 * second after the content changes (a new lesson step), and only these controls show it.
 */
function ReadAloud({ content, bar }: { content: HTMLElement | null; bar: HTMLElement | null }) {
  const readAloud = useReadAloud();
  const blocks = useTextBlocks(content, bar, readAloud.contentChanged);
  return (
    <ReadAloudControls
      state={readAloud.state}
      blockCount={content ? (blocks?.length ?? null) : 0}
      onPlay={() => blocks && readAloud.play(blocks)}
      onPause={readAloud.pause}
      onResume={readAloud.resume}
      onStop={readAloud.stop}
    />
  );
}

/**
 * The reading-support bar (spec sections 1 and 4): text size, language translator and read-aloud
 * for the content that `contentSelector` names. Expandable and collapsible; the state lasts for
 * the tab. The bar itself is marked translate="no": it may sit inside the content it translates,
 * and its language names must stay readable whatever language is shown.
 */
export function ReadingBar({ contentSelector }: ReadingBarProps) {
  const user = useAtomValue(currentUserAtom);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [expanded, toggle] = useExpanded();
  const panelId = useId();
  const content = useContentElement(contentSelector);
  const [size, setSize] = useTextSize(content);
  const translator = useTranslator(content);
  return (
    <Paper
      ref={setRoot}
      component="section"
      variant="outlined"
      aria-label={BAR_TITLE}
      translate="no"
      data-testid="reading-bar.frame"
      sx={{ p: 1 }}
    >
      <Button
        onClick={toggle}
        aria-expanded={expanded}
        aria-controls={panelId}
        endIcon={<Chevron open={expanded} />}
        sx={{ fontWeight: 600 }}
      >
        {BAR_TITLE}
      </Button>
      <Box
        id={panelId}
        hidden={!expanded}
        sx={{ display: expanded ? 'flex' : 'none', flexWrap: 'wrap', gap: 3, px: 1, pt: 1 }}
      >
        <TextSizeControl
          size={size}
          onChange={(next) => void setSize(next)}
          hideLabel={user?.is_staff === true}
        />
        <TranslateControl
          language={translator.language}
          status={translator.status}
          onPrepare={translator.load}
          onChoose={translator.choose}
          onRetry={translator.retry}
        />
        <ReadAloud content={content} bar={root} />
      </Box>
    </Paper>
  );
}
