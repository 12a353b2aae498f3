import type { PageContext } from './layout';

/** One host page: what a Django view plus template would serve at `path`. */
export interface HostPage {
  path: string;
  title: string;
  description: string;
  /** Whether it appears in the index at `/` (default true). */
  listed?: boolean;
  render(ctx: PageContext): string;
}
