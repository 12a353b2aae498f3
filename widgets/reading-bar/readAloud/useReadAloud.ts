import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createDomHighlighter } from './highlight';
import { ReadAloudSession, type ReadAloudState } from './ReadAloudSession';
import type { TextBlock } from './textBlocks';

/**
 * Read-aloud controls over a list of blocks (spec section 4): play, pause, resume and stop.
 * Reading stops on unmount, and when the content loads anew (`contentChanged` reports a change
 * that took a block being read off the page).
 */
export function useReadAloud() {
  const [state, setState] = useState<ReadAloudState>('stopped');
  const session = useRef<ReadAloudSession | null>(null);
  const highlighter = useMemo(() => createDomHighlighter(), []);

  const stop = useCallback(() => {
    session.current?.stop();
    session.current = null;
  }, []);

  const play = useCallback(
    (blocks: readonly TextBlock[]) => {
      stop();
      const next = new ReadAloudSession(blocks, { highlighter, onState: setState });
      session.current = next;
      void next.start().finally(() => {
        if (session.current === next) session.current = null;
      });
    },
    [highlighter, stop],
  );

  const pause = useCallback(() => session.current?.pause(), []);
  const resume = useCallback(() => session.current?.resume(), []);

  const contentChanged = useCallback(() => {
    const reading = session.current;
    if (reading?.blocks.some((block) => !block.element.isConnected)) stop();
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { state, play, pause, resume, stop, contentChanged };
}
