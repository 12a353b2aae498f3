import { Suspense, useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Button, Surface, currentUserAtom, retryableLazy } from '@courses/runtime';
import type { ReadingBarProps } from './props';
import { BAR_TITLE } from './title';
import { useTranslator } from './translate/useTranslator';
import { useContentElement } from './useContentElement';
import { useExpanded } from './useExpanded';
import { useTextSize } from './useTextSize';

// The controls load when the bar is first opened (it starts closed); the text size and the
// language chosen earlier in the tab apply from the start all the same (the hooks above them).
const ReadingPanel = retryableLazy(() => import('./ReadingPanel').then((module) => module.default));

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
  // Once opened, the controls stay rendered: read aloud goes on while the bar is closed.
  const [opened, setOpened] = useState(expanded);
  if (expanded && !opened) setOpened(true);
  return (
    <Surface
      ref={setRoot}
      component="section"
      variant="outlined"
      aria-label={BAR_TITLE}
      translate="no"
      data-testid="reading-bar.frame"
      style={{ padding: 8 }}
    >
      <Button
        onClick={toggle}
        aria-expanded={expanded}
        aria-controls={panelId}
        endIcon={<Chevron open={expanded} />}
      >
        {BAR_TITLE}
      </Button>
      <div
        id={panelId}
        hidden={!expanded}
        style={{
          display: expanded ? 'flex' : 'none',
          flexWrap: 'wrap',
          gap: 24,
          padding: '8px 8px 0',
        }}
      >
        {opened && (
          <Suspense fallback={null}>
            <ReadingPanel
              size={size}
              onSize={(next) => void setSize(next)}
              hideSizeLabel={user?.is_staff === true}
              translator={translator}
              content={content}
              bar={root}
            />
          </Suspense>
        )}
      </div>
    </Surface>
  );
}
