import type { HostPage } from './hostPage';
import { escapeHtml, layout } from './layout';

export const PRODUCT_VIDEO_PREFIX = '/video/preview/';

/**
 * `/video/preview/{id}/`: the page a product-video embed frames. The product's real video
 * library is not part of this project; the demo shows which video the embed points at.
 */
export const productVideoPage: HostPage = {
  path: PRODUCT_VIDEO_PREFIX,
  title: 'Product video',
  description: 'The page a product-video embed frames.',
  listed: false,
  render(ctx) {
    const id = ctx.path.slice(PRODUCT_VIDEO_PREFIX.length).replace(/\/$/, '');
    return layout(ctx, {
      title: `Product video ${id}`,
      withLoader: false,
      framed: true,
      body: `<p>Tutorial video “${escapeHtml(id)}” from the product's video library plays here.</p>`,
    });
  },
};
