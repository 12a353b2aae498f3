import { useState } from 'react';
import { BrowserRouter, MemoryRouter, useRoutes, type RouteObject } from 'react-router';
import Box from '@mui/material/Box';
import type { LessonPlayerProps } from './props';
import { courseRoutes } from './routes';
import { singleLessonRoutes } from './single/singleLessonRoutes';
import { NarrowContext, isNarrow, useElementWidth } from './slotWidth';
import { withViewNavigation } from './viewHeading';
import { EmbedPathContext } from './embedPath';

/** The page is inside the course app when its path is under the base path. */
function isUnderBasePath(basePath: string): boolean {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  const path = window.location.pathname;
  return path.startsWith(base) || `${path}/` === base;
}

/**
 * The course app, or with lessonId one lesson outside a course. Under its base path it follows
 * the address bar; mounted elsewhere (a page that shows one course or one lesson) it keeps its
 * own history, starting at the course or the lesson's intro.
 */
export function LessonPlayer({ basePath, courseId, lessonId, embedPath }: LessonPlayerProps) {
  const [{ routes, start }] = useState(() => {
    const base = basePath.replace(/\/+$/, '');
    const routes = withViewNavigation(
      lessonId ? singleLessonRoutes(lessonId) : courseRoutes(basePath),
    );
    if (isUnderBasePath(basePath)) return { routes, start: null };
    const start = lessonId ? `${base}/intro/` : courseId ? `${base}/${courseId}/` : basePath;
    return { routes, start };
  });
  const [measure, width] = useElementWidth();
  const narrow = isNarrow(width);
  return (
    <Box
      ref={measure}
      data-testid="lesson-player.frame"
      data-layout={narrow ? 'narrow' : 'wide'}
      sx={{ bgcolor: 'background.paper' }}
    >
      <NarrowContext.Provider value={narrow}>
        <EmbedPathContext.Provider value={embedPath ?? null}>
          {/* Declarative routers: the player needs no data loading from the router, and the
              data router would add about 17 kB (gzip) to every page that mounts the player. */}
          {start === null ? (
            <BrowserRouter basename={basePath}>
              <PlayerRoutes routes={routes} />
            </BrowserRouter>
          ) : (
            <MemoryRouter basename={basePath} initialEntries={[start]}>
              <PlayerRoutes routes={routes} />
            </MemoryRouter>
          )}
        </EmbedPathContext.Provider>
      </NarrowContext.Provider>
    </Box>
  );
}

function PlayerRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
