import { layout, slot, type PageContext } from './layout';

export type { PageContext } from './layout';

/** One host page: what a Django view plus template would serve at `path`. */
export interface HostPage {
  path: string;
  title: string;
  description: string;
  /** Whether it appears in the index at `/`. */
  listed?: boolean;
  render(ctx: PageContext): string;
}

export const HOST_PAGES: HostPage[] = [];

/** Finds the page for a request path; the course app answers for everything under /courses/. */
export function findPage(path: string): HostPage | undefined {
  const exact = HOST_PAGES.find((page) => page.path === path);
  if (exact) return exact;
  if (path.startsWith('/courses/')) return HOST_PAGES.find((page) => page.path === '/courses/');
  return undefined;
}

export { layout, slot };
