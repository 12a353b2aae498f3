import type { HostPage } from './hostPage';
import { layout, slot } from './layout';

export const BUILDER_PATH = '/demo/builder/';

/**
 * `/demo/builder/...`: the lesson player in edit mode, where a teacher builds an activity and
 * assigns it to a class. The player follows the address bar under this path.
 */
export const builderPage: HostPage = {
  path: BUILDER_PATH,
  title: 'Content builder',
  description:
    'Teachers build their own activities (premium_teacher, staff; jr_teacher on the partner host), then send them for review and assign them to a class.',
  render(ctx) {
    return layout(ctx, {
      heading: false,
      title: 'Content builder',
      body: `${slot('builder-root', 'lesson-player', { basePath: BUILDER_PATH, builder: true })}
${slot('keyword-popover-root', 'keyword-popover', { scope: '#builder-root' })}`,
    });
  },
};
