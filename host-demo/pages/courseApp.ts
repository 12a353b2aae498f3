import type { HostPage } from './hostPage';
import { layout, slot } from './layout';

/** `/courses/...`: the course app; the lesson player routes inside its base path. */
export const courseAppPage: HostPage = {
  path: '/courses/',
  title: 'Courses',
  description: 'The course app: courses, modules, lessons and steps under /courses/.',
  render(ctx) {
    return layout(ctx, {
      heading: false,
      title: 'Courses',
      body: `${slot('reading-bar-root', 'reading-bar', { contentSelector: '#lesson-player-root' })}
${slot('lesson-player-root', 'lesson-player', { basePath: '/courses/' })}
${slot('keyword-popover-root', 'keyword-popover', { scope: '#lesson-player-root' })}
${slot('feedback-dialog-root', 'feedback-dialog', { showButton: false })}`,
    });
  },
};
