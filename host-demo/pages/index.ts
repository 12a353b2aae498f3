import type { PageContext } from './layout';
import { allWidgetsPage } from './allWidgets';
import { courseAppPage } from './courseApp';
import { embedPreviewPage } from './embedPreview';
import { faultsPage } from './faults';
import { homePage } from './home';
import { keywordsPage } from './keywords';
import { playgroundPage } from './playground';
import { PRODUCT_VIDEO_PREFIX, productVideoPage } from './productVideo';
import { SINGLE_WIDGET_PREFIX, singleWidgetPage } from './singleWidget';
import { singleLessonPage } from './singleLesson';
import { simulationDemoPage } from './simulationDemo';
import { tutorialsPage } from './tutorials';

export type { PageContext } from './layout';
export { layout, slot, escapeHtml } from './layout';

/** One host page: what a Django view plus template would serve at `path`. */
export interface HostPage {
  path: string;
  title: string;
  description: string;
  /** Whether it appears in the index at `/` (default true). */
  listed?: boolean;
  render(ctx: PageContext): string;
}

export const HOST_PAGES: HostPage[] = [
  homePage,
  allWidgetsPage,
  courseAppPage,
  keywordsPage,
  playgroundPage,
  faultsPage,
  singleWidgetPage,
  productVideoPage,
  embedPreviewPage,
  simulationDemoPage,
  singleLessonPage,
  tutorialsPage,
];

/** Finds the page for a request path; the course app answers for everything under /courses/. */
export function findPage(path: string): HostPage | undefined {
  const exact = HOST_PAGES.find((page) => page.path === path);
  if (exact) return exact;
  if (path.startsWith('/courses/')) return courseAppPage;
  if (path.startsWith(SINGLE_WIDGET_PREFIX)) return singleWidgetPage;
  if (path.startsWith(PRODUCT_VIDEO_PREFIX)) return productVideoPage;
  return undefined;
}
