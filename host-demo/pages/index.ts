import type { HostPage } from './hostPage';
import { allWidgetsPage } from './allWidgets';
import { assignedPage } from './assigned';
import { BUILDER_PATH, builderPage } from './builder';
import { courseAppPage } from './courseApp';
import { embedPreviewPage } from './embedPreview';
import { EMBED_VIEWS_PREFIX, embedViewsPage } from './embedViews';
import { faultsPage } from './faults';
import { createHomePage } from './home';
import { keywordsPage } from './keywords';
import { monitorPage } from './monitor';
import { playgroundPage } from './playground';
import { PRODUCT_VIDEO_PREFIX, productVideoPage } from './productVideo';
import { SINGLE_WIDGET_PREFIX, singleWidgetPage } from './singleWidget';
import { singleLessonPage } from './singleLesson';
import { simulationDemoPage } from './simulationDemo';
import { tutorialsPage } from './tutorials';

export type { PageContext } from './layout';
export { layout, slot, escapeHtml } from './layout';

export type { HostPage } from './hostPage';

export const HOST_PAGES: HostPage[] = [
  // The index lists the pages after it; it is handed the list rather than importing it back.
  createHomePage(() => HOST_PAGES),
  allWidgetsPage,
  courseAppPage,
  keywordsPage,
  playgroundPage,
  faultsPage,
  monitorPage,
  singleWidgetPage,
  productVideoPage,
  embedPreviewPage,
  simulationDemoPage,
  singleLessonPage,
  builderPage,
  assignedPage,
  tutorialsPage,
  embedViewsPage,
];

/** Finds the page for a request path; the course app answers for everything under /courses/. */
export function findPage(path: string): HostPage | undefined {
  const exact = HOST_PAGES.find((page) => page.path === path);
  if (exact) return exact;
  if (path.startsWith('/courses/')) return courseAppPage;
  if (path.startsWith(SINGLE_WIDGET_PREFIX)) return singleWidgetPage;
  if (path.startsWith(BUILDER_PATH)) return builderPage;
  if (path.startsWith(PRODUCT_VIDEO_PREFIX)) return productVideoPage;
  if (path.startsWith(EMBED_VIEWS_PREFIX)) return embedViewsPage;
  return undefined;
}
