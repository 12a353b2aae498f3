import { Suspense, useState } from 'react';
import { Loading, pathUnderBase, retryableLazy, tokens, useElementWidth } from '@courses/runtime';
import type { LessonPlayerProps } from './props';
import { courseRoutes, preloadStepView } from './course/courseRoutes';
import { singleLessonRoutes } from './single/singleLessonRoutes';
import { NarrowContext, isNarrow } from './shell/slotWidth';
import { PlayerRouter } from './shell/PlayerRouter';
import { EmbedPathContext } from './shell/embedPath';
import { preloadPath } from './course/coursePreload';
import { HeadingLevelContext, pageHeadingLevel } from './shell/viewHeading';

/** The page is inside the course app when its path is under the base path. */
function isUnderBasePath(basePath: string): boolean {
  return pathUnderBase(basePath, window.location.pathname) !== null;
}

/** Edit mode's code: fetched the first time a page mounts the player with `builder`. */
const BuilderApp = retryableLazy(() =>
  import(/* webpackChunkName: "lesson-builder" */ './builder/BuilderApp').then((module) =>
    module.markupReady().then(() => module.default),
  ),
);

const FRAME = { backgroundColor: tokens.palette.background.paper };

/**
 * The course app, or with lessonId one lesson outside a course, or with builder the content
 * builder (edit mode). Under its base path it follows
 * the address bar; mounted elsewhere (a page that shows one course or one lesson) it keeps its
 * own history, starting at the course or the lesson's intro.
 */
export function LessonPlayer(props: LessonPlayerProps) {
  const [measure, width] = useElementWidth();
  const narrow = isNarrow(width);
  const [headingLevel] = useState(() => pageHeadingLevel(props.headingLevel));
  return (
    <div
      ref={measure}
      data-testid="lesson-player.frame"
      data-layout={narrow ? 'narrow' : 'wide'}
      style={FRAME}
    >
      <NarrowContext.Provider value={narrow}>
        <HeadingLevelContext.Provider value={headingLevel}>
          {props.builder ? (
            <Suspense fallback={<Loading />}>
              <BuilderApp
                basePath={props.basePath}
                underBasePath={isUnderBasePath(props.basePath)}
              />
            </Suspense>
          ) : (
            <Player {...props} />
          )}
        </HeadingLevelContext.Provider>
      </NarrowContext.Provider>
    </div>
  );
}

function Player({ basePath, courseId, lessonId, embedPath }: LessonPlayerProps) {
  const [{ routes, start }] = useState(() => {
    const base = basePath.replace(/\/+$/, '');
    const routes = lessonId ? singleLessonRoutes(lessonId) : courseRoutes(basePath);
    if (isUnderBasePath(basePath)) {
      // Once, as the player starts: the page's first calls leave together (preloadPath), and
      // with them, on a step, the step view's code.
      if (!lessonId && preloadPath(window.location.pathname.slice(base.length))) preloadStepView();
      return { routes, start: null };
    }
    const start = lessonId ? `${base}/intro/` : courseId ? `${base}/${courseId}/` : basePath;
    return { routes, start };
  });
  return (
    <EmbedPathContext.Provider value={embedPath ?? null}>
      <PlayerRouter routes={routes} basePath={basePath} start={start} />
    </EmbedPathContext.Provider>
  );
}
