import { useState } from 'react';
import { RouterProvider, createBrowserRouter, createMemoryRouter } from 'react-router';
import Box from '@mui/material/Box';
import type { LessonPlayerProps } from './props';
import { courseRoutes } from './routes';

/** The page is inside the course app when its path is under the base path. */
function isUnderBasePath(basePath: string): boolean {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  const path = window.location.pathname;
  return path.startsWith(base) || `${path}/` === base;
}

/**
 * The course app. Under its base path it follows the address bar; mounted elsewhere (a page
 * that shows one course) it keeps its own history, starting at the course it was given.
 */
export function LessonPlayer({ basePath, courseId }: LessonPlayerProps) {
  const [router] = useState(() => {
    const routes = courseRoutes(basePath);
    if (isUnderBasePath(basePath)) return createBrowserRouter(routes, { basename: basePath });
    return createMemoryRouter(routes, {
      basename: basePath,
      initialEntries: [courseId ? `${basePath.replace(/\/+$/, '')}/${courseId}/` : basePath],
    });
  });
  return (
    <Box data-testid="lesson-player.frame" sx={{ bgcolor: 'background.paper' }}>
      <RouterProvider router={router} />
    </Box>
  );
}
