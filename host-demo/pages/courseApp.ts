import type { HostPage } from './hostPage';
import { layout, slot } from './layout';

/** `/courses/...`: the course app; the lesson player routes inside its base path. */
export const courseAppPage: HostPage = {
  path: '/courses/',
  title: 'Courses',
  description: 'The course app: courses, modules, lessons and steps under /courses/.',
  render(ctx) {
    // The embed dialog is part of the main site's widget set: the partner site offers no Embed.
    const embed = ctx.partner
      ? ''
      : `\n${slot('embed-dialog-root', 'embed-dialog', { showButton: false })}`;
    const player = ctx.partner
      ? { basePath: '/courses/' }
      : { basePath: '/courses/', embedPath: '/embed/courses/' };
    return layout(ctx, {
      heading: false,
      title: 'Courses',
      body: `${slot('reading-bar-root', 'reading-bar', { contentSelector: '#lesson-player-root' })}
${slot('lesson-player-root', 'lesson-player', player)}
${slot('keyword-popover-root', 'keyword-popover', { scope: '#lesson-player-root' })}
${slot('feedback-dialog-root', 'feedback-dialog', { showButton: false })}
${slot('dataset-popups-root', 'dataset-popups', { listen: true })}${embed}`,
    });
  },
};
