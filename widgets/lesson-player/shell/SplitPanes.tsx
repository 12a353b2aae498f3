import type { ReactNode } from 'react';
import { classNames } from '@courses/runtime';
import { ensureLessonPlayerStyles } from '../lessonPlayerStyles';
import { useNarrow } from './slotWidth';

/**
 * The two panes (spec section 2): the left pane takes 70 percent when it has content, a data
 * plot or a simulation, otherwise 30 percent; the right pane takes the rest. In a narrow slot
 * they stack, and an empty left pane is left out instead of taking a row. The panes' own width
 * decides by a container query too, so they stack beside an open drawer with no measuring and
 * no second render.
 */
export function SplitPanes({
  left,
  wide,
  children,
}: {
  left: ReactNode;
  wide: boolean;
  children: ReactNode;
}) {
  ensureLessonPlayerStyles();
  const narrow = useNarrow();
  return (
    <div className="courses-lesson-player-panes-frame">
      <div
        className={classNames(
          'courses-lesson-player-panes',
          narrow && 'courses-lesson-player-panes-narrow',
        )}
        data-testid="lesson-player.panes"
        data-left-width={narrow ? '100%' : wide ? '70%' : '30%'}
      >
        {narrow && !wide ? null : (
          <section
            aria-label="Left pane"
            className={classNames(
              'courses-lesson-player-left',
              wide && 'courses-lesson-player-left-wide',
            )}
          >
            {left}
          </section>
        )}
        <div className="courses-lesson-player-right">{children}</div>
      </div>
    </div>
  );
}
