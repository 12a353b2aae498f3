import path from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../http/appEnv';
import { serveFile } from '../static/serveFile';
import { PROJECT_ROOT } from '../paths';

/**
 * The API contract for backend teams: the OpenAPI document (docs/openapi.json, written by
 * npm run openapi) at /api/schema/, and a searchable reference at /api/docs/ rendered by
 * swagger-ui-dist from node_modules (nothing from a CDN). The page runs no inline script: its
 * settings are in host-demo/public/api-docs/init.js, so the site's CSP holds here too.
 */
export const apiReferenceRoutes = new Hono<AppEnv>();

const DOCUMENT_DIR = path.join(PROJECT_ROOT, 'docs');
const SWAGGER_UI_DIR = path.join(PROJECT_ROOT, 'node_modules', 'swagger-ui-dist');
const SWAGGER_UI_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js']);
const REVALIDATE = 'no-cache';

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="swagger-ui" aria-label="API reference"><noscript>The reference needs JavaScript; the document itself is at <a href="/api/schema/">/api/schema/</a>.</noscript></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

apiReferenceRoutes.get('/api/schema', async (c) => {
  const file = await serveFile(c, DOCUMENT_DIR, 'openapi.json', REVALIDATE);
  return file ?? c.json({ detail: 'The document is not generated: run npm run openapi.' }, 404);
});

apiReferenceRoutes.get('/api/docs', (c) => c.html(PAGE));

apiReferenceRoutes.get('/api/docs/:file', async (c) => {
  const name = c.req.param('file');
  const file =
    name === 'init.js'
      ? await serveFile(c, c.get('server').publicDir, 'api-docs/init.js', REVALIDATE)
      : SWAGGER_UI_FILES.has(name)
        ? await serveFile(c, SWAGGER_UI_DIR, name, REVALIDATE)
        : null;
  return file ?? c.json({ detail: 'Not found.' }, 404);
});
