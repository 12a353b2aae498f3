import type { StudentAssignment } from '../../src/api/schemas/assignment';
import { DEFERRED_RENDER_WIDGETS } from '../../widgets/registry';
import type { ReleasePreload } from '../server/static/releasePreload';
/**
 * The HTML shell of every host page: the stand-in for a Django base template. It shows the
 * exact snippet a template uses: page settings, the queue function, the loader script and slots.
 */
export interface PageContext {
  /** True when the request came in on the partner host. */
  partner: boolean;
  /** Username of the logged-in demo user, or null for a visitor. */
  username: string | null;
  /** Public path of the built remotes and the loader. */
  staticUrl: string;
  /** Request path, for links back. */
  path: string;
  /** The anti-forgery token, for plain HTML forms (Django's {% csrf_token %}). */
  csrfToken?: string;
  /**
   * The logged-in user's record of the demo data step's lesson (what the data tool's plot
   * images are stored under), or null for a visitor.
   */
  captureOwnerId?: number | null;
  /** This response's CSP nonce: the only inline scripts that run are the ones carrying it. */
  nonce?: string;
  /** The loader's chunks the current release names for preloading (none in development). */
  preload?: ReleasePreload;
  /**
   * What was assigned to the logged-in student's classes (read only by the page that lists
   * it); absent for a visitor.
   */
  assignedToMe?: () => StudentAssignment[];
}

/** An inline script the page's Content-Security-Policy lets run (Django: `nonce="{{ request.csp_nonce }}"`). */
export function inlineScript(ctx: PageContext, code: string): string {
  return `<script nonce="${escapeHtml(ctx.nonce ?? '')}">${code}</script>`;
}

/** What each slot says when the loader script never ran (a broken deploy, a blocked file). */
export const LOADER_MISSING =
  'This part of the page could not be loaded. Reload the page to try again.';

/**
 * Part of the page snippet: once the page has loaded, slots of a loader that never started say
 * so instead of staying blank (the same lines are in the README's Django snippet).
 */
const LOADER_MISSING_SCRIPT = `window.addEventListener('load',function(){if(window.CoursesWidgets.loaded)return;document.querySelectorAll('[data-widget]').forEach(function(s){s.setAttribute('role','alert');s.textContent=${JSON.stringify(LOADER_MISSING)};});});`;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A widget slot as a Django template writes it. Props are JSON in a data attribute. */
export function slot(id: string, widget: string, props: Record<string, unknown> = {}): string {
  return `<div id="${escapeHtml(id)}" data-widget="${escapeHtml(widget)}" data-props="${escapeHtml(JSON.stringify(props))}"></div>`;
}

/**
 * Preload links for the loader's first chunks (README, "Mounting a widget"): the session on a
 * page with widgets, React and the runtime's core when one of them renders at mount (a page
 * with only the keyword popover loads React on the reader's first keyword).
 */
function preloadLinks(ctx: PageContext, body: string): string {
  const widgets = [...body.matchAll(/data-widget="([a-z-]+)"/g)].map((match) => match[1]!);
  if (!ctx.preload || widgets.length === 0) return '';
  const renders = widgets.some((widget) => !DEFERRED_RENDER_WIDGETS.includes(widget));
  const files = [...ctx.preload.page, ...(renders ? ctx.preload.render : [])];
  return files
    .map((file) => `\n<link rel="preload" as="script" href="${escapeHtml(ctx.staticUrl + file)}">`)
    .join('');
}

export interface LayoutOptions {
  title: string;
  body: string;
  /** Extra settings merged into window.COURSES_CONFIG (e.g. remote URL overrides). */
  config?: Record<string, unknown>;
  /** Pages that are not widget pages (login) skip the loader. */
  withLoader?: boolean;
  /** Pages shown inside an iframe (embeds) leave out the site header. */
  framed?: boolean;
  /** false where a widget owns the page's h1 (the course app): one h1 per page. */
  heading?: boolean;
}

/**
 * The demo's stylesheets (host-demo/public/), each page linking all of them: the frame every
 * page shares first, then the parts only some pages hold, in the order they cascade.
 */
const STYLESHEETS = [
  'host.css',
  'host-slots.css',
  'host-lists.css',
  'host-reading.css',
  'host-page-parts.css',
];

export function layout(ctx: PageContext, options: LayoutOptions): string {
  // The demo grants Google Classroom access through the development server's consent page
  // (production pages leave classroomConsent at 'google' and give googleClientId).
  const config = {
    staticUrl: ctx.staticUrl,
    classroomConsent: 'local',
    ...(options.config ?? {}),
  };
  const loader =
    options.withLoader === false
      ? ''
      : `${inlineScript(
          ctx,
          `window.COURSES_CONFIG=${JSON.stringify(config).replace(/</g, '\\u003c')};
window.CoursesWidgets=window.CoursesWidgets||function(){(window.CoursesWidgets.q=window.CoursesWidgets.q||[]).push(arguments)};
${LOADER_MISSING_SCRIPT}`,
        )}
<script src="${escapeHtml(ctx.staticUrl)}loader.js" defer fetchpriority="high"></script>${preloadLinks(ctx, options.body)}`;
  const who = ctx.username
    ? `Signed in as <strong>${escapeHtml(ctx.username)}</strong> · <form method="post" action="/demo/logout/" class="inline"><input type="hidden" name="csrfmiddlewaretoken" value="${escapeHtml(ctx.csrfToken ?? '')}"><button type="submit">Log out</button></form>`
    : `Visitor · <a href="/demo/login/?next=${encodeURIComponent(ctx.path)}">Log in</a>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)} · Courses demo</title>
${STYLESHEETS.map((file) => `<link rel="stylesheet" href="/demo/assets/${file}">`).join('\n')}
${loader}
</head>
<body>
${
  options.framed
    ? ''
    : `<header class="site-header">
  <a class="brand" href="/">Courses demo${ctx.partner ? ' <span class="badge">partner</span>' : ''}</a>
  <nav aria-label="Account">${who}</nav>
</header>`
}
<main id="main" class="page">
${options.heading === false ? '' : `<h1>${escapeHtml(options.title)}</h1>`}
${options.body}
</main>
</body>
</html>`;
}
