import { embedAccount } from './embedAccount';
import type { HostPage } from './hostPage';
import { escapeHtml, layout, slot } from './layout';

/**
 * Chromeless views for other sites' iframes: no site header or navigation, just the content.
 *   /embed/courses/{course}/...        the course app (any of its addresses)
 *   /embed/lesson/{lesson}/...         one lesson played alone
 *   /embed/datastory/{lesson}/...      a data story (a lesson), the same way
 * (/embed/dataset/{code}/ is served with the dataset pages, which know the dataset's name.)
 * The loader sizes the embedder's frame to the content (embed.js on their page listens). An
 * account line stands in for the site header: a visitor logs in through a pop-up there.
 */
export const EMBED_VIEWS_PREFIX = '/embed/';
const SLUG = /^[a-z0-9-]+$/;

function lessonView(kind: 'lesson' | 'datastory', slug: string) {
  return slot('embed-root', 'lesson-player', {
    basePath: `${EMBED_VIEWS_PREFIX}${kind}/${slug}/`,
    lessonId: slug,
  });
}

export const embedViewsPage: HostPage = {
  path: EMBED_VIEWS_PREFIX,
  title: 'Embedded content',
  description: 'Chromeless views of a course, a lesson or a data story for other sites to frame.',
  listed: false,
  render(ctx) {
    const [kind = '', slug = ''] = ctx.path.slice(EMBED_VIEWS_PREFIX.length).split('/');
    let body: string;
    if (kind === 'courses') {
      body = slot('embed-root', 'lesson-player', { basePath: `${EMBED_VIEWS_PREFIX}courses/` });
    } else if ((kind === 'lesson' || kind === 'datastory') && SLUG.test(slug)) {
      body = lessonView(kind, slug);
    } else {
      return layout(ctx, {
        title: 'Embedded content',
        framed: true,
        body: `<p>There is nothing to show at ${escapeHtml(ctx.path)}.</p>`,
      });
    }
    // The widget owns the h1; the feedback dialog serves its footer link.
    return layout(ctx, {
      title: 'Embedded content',
      framed: true,
      heading: false,
      body: `${embedAccount(ctx)}
${body}
${slot('feedback-dialog-root', 'feedback-dialog', { showButton: false })}
${slot('dataset-popups-root', 'dataset-popups', { listen: true })}`,
    });
  },
};
