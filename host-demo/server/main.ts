/**
 * The development API server: host pages, built widgets and every API call of the spec.
 *
 *   PORT              listening port (default 3000)
 *   DATA_DIR          database and uploads (default .data, relative to the working directory)
 *   MAIN_HOST         host name of the main site (default localhost); other hosts are the partner
 *   PUBLIC_ORIGIN     origin short links use (default http://MAIN_HOST:PORT)
 *   CSRF_COOKIE_NAME  anti-forgery cookie (default csrftoken)
 *   CSRF_HEADER_NAME  anti-forgery header (default X-CSRFToken)
 *   CONTENT_BUILDER_FREE=1  open the content builder to every teacher (no subscription needed)
 *   --reset           delete the database and seed it again
 */
import { serve } from '@hono/node-server';
import { createServer } from './app';

function main(): void {
  const port = Number(process.env['PORT'] ?? '3000');
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`Invalid PORT: ${process.env['PORT'] ?? ''}`);
    process.exit(1);
  }
  const server = createServer({
    dataDir: process.env['DATA_DIR'] ?? '.data',
    reset: process.argv.includes('--reset'),
    ...(process.env['MAIN_HOST'] ? { mainHost: process.env['MAIN_HOST'] } : {}),
    publicOrigin:
      process.env['PUBLIC_ORIGIN'] ?? `http://${process.env['MAIN_HOST'] ?? 'localhost'}:${port}`,
    ...(process.env['CSRF_COOKIE_NAME'] ? { csrfCookieName: process.env['CSRF_COOKIE_NAME'] } : {}),
    ...(process.env['CSRF_HEADER_NAME'] ? { csrfHeaderName: process.env['CSRF_HEADER_NAME'] } : {}),
    contentBuilderRequiresSubscription: process.env['CONTENT_BUILDER_FREE'] !== '1',
  });

  const http = serve({ fetch: server.app.fetch, port }, (info) => {
    console.log(`Courses demo on http://localhost:${info.port}/`);
  });

  // A port already in use is fatal; say so and stop rather than idle without listening.
  http.on('error', (error) => {
    console.error(`[server] cannot listen on port ${port}:`, error.message);
    server.close();
    process.exit(1);
  });

  const shutdown = () => {
    http.close();
    server.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  // A bug in one request must not take the demo down for everybody else.
  process.on('uncaughtException', (error) => console.error('[server] uncaught', error));
  process.on('unhandledRejection', (error) => console.error('[server] unhandled rejection', error));
}

main();
