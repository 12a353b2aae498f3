import type { HostPage } from './hostPage';
import { layout, escapeHtml } from './layout';

export const EMBED_PREVIEW_PATH = '/embed/preview/';

/** Spec section 9: "Default embed iframe height 645" (the embed dialog's default too). */
const FRAME_HEIGHT = 645;

/**
 * Runs in the browser: the page context has no query string, and the URL to frame is in it.
 * SECURITY: only pages of this site are framed — a path, or an http(s) URL on this origin.
 * Anything else (javascript:, data:, another site) is refused, so a crafted link can neither
 * run script here nor dress up someone else's page as ours.
 */
const previewScript = `(function () {
  var raw = new URLSearchParams(location.search).get('url');
  var target = null;
  if (raw) {
    try {
      var parsed = new URL(raw, location.origin);
      var web = parsed.protocol === 'http:' || parsed.protocol === 'https:';
      if (web && parsed.origin === location.origin) target = parsed;
    } catch (error) {
      target = null;
    }
  }
  var problem = document.getElementById('embed-preview-problem');
  if (!target) {
    problem.textContent = raw
      ? 'This address cannot be previewed: only pages of this site can be shown here.'
      : 'There is nothing to preview: open this page with the Preview button of an Embed dialog.';
    problem.hidden = false;
    return;
  }
  function escapeAttribute(text) {
    return text.replace(/[&<>"']/g, function (ch) { return '&#' + ch.charCodeAt(0) + ';'; });
  }
  var code = '<iframe src="' + escapeAttribute(target.href) + '" title="Embedded content" width="100%" height="${FRAME_HEIGHT}" style="border: 0;" allowfullscreen></iframe>';
  document.getElementById('embed-preview-code').textContent = code;
  var link = document.getElementById('embed-preview-link');
  link.href = target.href;
  link.textContent = target.href;
  // The frame is built with DOM properties, not by parsing the code, so nothing in it can run.
  var frame = document.createElement('iframe');
  frame.src = target.href;
  frame.title = 'Embedded content';
  frame.width = '100%';
  frame.height = '${FRAME_HEIGHT}';
  frame.allowFullscreen = true;
  frame.style.border = '0';
  frame.style.display = 'block';
  document.getElementById('embed-preview-stage').appendChild(frame);
  document.getElementById('embed-preview-result').hidden = false;
})();`;

/**
 * `/embed/preview/?url=…`: what the embed dialog's Preview button opens in a new window (spec
 * section 2) — the frame code applied on a page, and the code itself.
 */
export const embedPreviewPage: HostPage = {
  path: EMBED_PREVIEW_PATH,
  title: 'Embed preview',
  description: 'The frame code from the Embed dialog, applied on a page.',
  listed: false,
  render(ctx) {
    return layout(ctx, {
      title: 'Embed preview',
      framed: false,
      withLoader: false,
      body: `<p class="alert" id="embed-preview-problem" role="alert" hidden></p>
<noscript><p class="alert">The preview needs JavaScript to read which page to show.</p></noscript>
<div id="embed-preview-result" hidden>
<div style="display: grid; gap: 1.25rem;">
<p style="margin: 0; overflow-wrap: anywhere;">This is how <a id="embed-preview-link"></a> looks on a page that includes the frame code.</p>
<section class="card" aria-labelledby="embed-preview-frame-heading">
<h2 id="embed-preview-frame-heading">The frame on a page</h2>
<div id="embed-preview-stage" style="border: 2px dashed var(--line); border-radius: var(--radius); background: var(--paper); overflow: hidden;"></div>
</section>
<section class="card" aria-labelledby="embed-preview-code-heading">
<h2 id="embed-preview-code-heading">Frame code</h2>
<pre style="margin: 0; white-space: pre-wrap; overflow-wrap: anywhere;"><code id="embed-preview-code"></code></pre>
</section>
</div>
</div>
<script nonce="${escapeHtml(ctx.nonce ?? '')}">${previewScript}</script>`,
    });
  },
};
