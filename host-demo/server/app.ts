import path from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { defaultRuntimeConfig } from '../../src/config/runtimeConfig';
import { MEDIA_DIR, openDatabase } from './db/openDatabase';
import type { AppEnv, ServerContext } from './http/appEnv';
import { csrfProtection } from './http/csrf';
import { domainErrorResponse } from './http/domainErrors';
import { securityHeaders } from './http/securityHeaders';
import { DEFAULT_SESSION_IDLE_MS, DEFAULT_SESSION_MAX_AGE_MS, sessionUser } from './http/session';
import { DEFAULT_DIST_DIR, MATHJAX_DIR, PUBLIC_DIR } from './paths';
import { accountRoutes } from './routes/account';
import { analyticsRoutes } from './routes/analytics';
import { apiReferenceRoutes } from './routes/apiReference';
import { assignmentRoutes } from './routes/assignments';
import { contentBrowserRoutes } from './routes/contentBrowser';
import { contentBuilderRoutes } from './routes/contentBuilder';
import { courseDatasetRoutes } from './routes/courseDatasets';
import { courseResponseRoutes } from './routes/courseResponses';
import { courseRoutes } from './routes/courses';
import { datasetRoutes } from './routes/datasets';
import { datasetPageRoutes } from './routes/datasetPages';
import { demoLoginRoutes } from './routes/demoLogin';
import { DEFAULT_EMBED_HANDOFF_TTL_MS, embedSessionRoutes } from './routes/embedSession';
import { oauthConsentRoutes } from './routes/oauthConsent';
import { lessonRoutes } from './routes/lessons';
import { lookupRoutes } from './routes/lookup';
import { bookmarkRoutes } from './routes/bookmarks';
import { feedbackRoutes } from './routes/feedback';
import { plotImageRoutes } from './routes/plotImages';
import { savedPlotRoutes } from './routes/savedPlots';
import { REPORTS_PATH, reportRoutes } from './routes/reports';
import { notFoundPage, pageRoutes } from './routes/pages';
import { UPLOAD_TOO_LARGE, UPLOAD_TOO_LARGE_PATH } from '../pages/datasets';
import { sharingRoutes } from './routes/sharing';
import { speechRoutes } from './routes/speech';
import { staticRoutes } from './routes/staticFiles';
import { userLessonRoutes } from './routes/userLessons';
import { DomainError } from './services/errors';
import { createSpeechService } from './speech/speechService';
import { ReportLog } from './services/reportLog';

export interface ServerOptions {
  /** Where the database and uploaded media live. */
  dataDir: string;
  /** Host name of the main site (default localhost); other hosts are the partner. */
  mainHost?: string;
  /** Built remotes and loader (default dist/static/apps/courses). */
  distDir?: string;
  /** Delete the database and media first, then seed again. */
  reset?: boolean;
  /** Origin short links are built on and unsafe requests may come from (default http://localhost). */
  publicOrigin?: string;
  /** A session ends this long after login (default two weeks)... */
  sessionMaxAgeMs?: number;
  /** ...or after this long unused (default two hours); tests set both short. */
  sessionIdleMs?: number;
  /** How long a pop-up login's handoff token stays valid (default 60 s; tests set it short). */
  embedHandoffTtlMs?: number;
  csrfCookieName?: string;
  csrfHeaderName?: string;
  /** false opens the content builder to every teacher (default true: a subscription is needed). */
  contentBuilderRequiresSubscription?: boolean;
  /** Text to WAV; espeak-ng by default. */
  synthesize?: (text: string) => Promise<Buffer>;
}

export interface DemoServer {
  app: Hono<AppEnv>;
  context: ServerContext;
  close(): void;
}

/** Largest request body (plot images and forms stay well below it). */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
/**
 * A dataset upload may carry a 20 MB CSV (100,000 cases of a dozen columns) and its form
 * around it. Refused from its Content-Length before it is read, like every other body.
 */
const CSV_UPLOAD_PATH = /^\/api\/dataset-uploader\/userdataset\/upload\/?$/;
/** The dataset list page's plain form posts the same upload. */
const CSV_FORM_PATH = /^\/datasets\/upload\/?$/;
const MAX_UPLOAD_BODY_BYTES = 20 * 1024 * 1024 + 64 * 1024;

export function createServer(options: ServerOptions): DemoServer {
  const dataDir = path.resolve(options.dataDir);
  const db = openDatabase(dataDir, options.reset ?? false);
  const context: ServerContext = {
    db,
    dataDir,
    mediaDir: path.join(dataDir, MEDIA_DIR),
    mainHost: options.mainHost ?? defaultRuntimeConfig.mainHost,
    distDir: path.resolve(options.distDir ?? DEFAULT_DIST_DIR),
    publicDir: PUBLIC_DIR,
    mathjaxDir: MATHJAX_DIR,
    publicOrigin: new URL(options.publicOrigin ?? 'http://localhost').origin,
    sessionMaxAgeMs: options.sessionMaxAgeMs ?? DEFAULT_SESSION_MAX_AGE_MS,
    sessionIdleMs: options.sessionIdleMs ?? DEFAULT_SESSION_IDLE_MS,
    embedHandoffTtlMs: options.embedHandoffTtlMs ?? DEFAULT_EMBED_HANDOFF_TTL_MS,
    csrfCookieName: options.csrfCookieName ?? defaultRuntimeConfig.csrfCookieName,
    csrfHeaderName: options.csrfHeaderName ?? defaultRuntimeConfig.csrfHeaderName,
    speech: createSpeechService(options.synthesize),
    contentBuilderRequiresSubscription: options.contentBuilderRequiresSubscription ?? true,
    reports: new ReportLog(),
  };

  // strict: false answers /path and /path/ alike, as Django's APPEND_SLASH users expect.
  const app = new Hono<AppEnv>({ strict: false });

  app.use('*', async (c, next) => {
    c.set('server', context);
    c.set('user', null);
    c.set('framedCookies', false);
    await next();
  });
  app.use('*', securityHeaders());
  const anyBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ detail: 'The request body is too large.' }, 413),
  });
  const csvUpload = bodyLimit({
    maxSize: MAX_UPLOAD_BODY_BYTES,
    onError: (c) =>
      // The page's form is sent back to the list, which says why (Post/redirect/get).
      CSV_FORM_PATH.test(c.req.path)
        ? c.redirect(UPLOAD_TOO_LARGE_PATH, 303)
        : c.json({ detail: UPLOAD_TOO_LARGE }, 413),
  });
  app.use('*', (c, next) =>
    (CSV_UPLOAD_PATH.test(c.req.path) || CSV_FORM_PATH.test(c.req.path) ? csvUpload : anyBody)(
      c,
      next,
    ),
  );
  app.use('*', csrfProtection());
  // The report collector acts for nobody: a beacon's cookies neither name nor extend a session.
  const session = sessionUser();
  app.use('*', (c, next) => (c.req.path.startsWith(REPORTS_PATH) ? next() : session(c, next)));

  for (const routes of [
    staticRoutes,
    demoLoginRoutes,
    embedSessionRoutes,
    oauthConsentRoutes,
    accountRoutes,
    lessonRoutes,
    courseRoutes,
    courseResponseRoutes,
    userLessonRoutes,
    analyticsRoutes,
    courseDatasetRoutes,
    lookupRoutes,
    feedbackRoutes,
    plotImageRoutes,
    bookmarkRoutes,
    savedPlotRoutes,
    sharingRoutes,
    assignmentRoutes,
    speechRoutes,
    contentBuilderRoutes,
    contentBrowserRoutes,
    apiReferenceRoutes,
    reportRoutes,
    // Generic /api/{appType}/... routes come after every specific /api/ route.
    datasetRoutes,
    datasetPageRoutes,
    pageRoutes,
  ]) {
    app.route('/', routes);
  }

  app.notFound((c) => {
    if (c.req.path.startsWith('/api/') || c.req.method !== 'GET')
      return c.json({ detail: 'Not found.' }, 404);
    return notFoundPage(c);
  });

  app.onError((error, c) => {
    if (error instanceof DomainError) return domainErrorResponse(c, error);
    console.error(`[server] ${c.req.method} ${c.req.path}`, error);
    return c.json({ detail: 'Internal server error.' }, 500);
  });

  return {
    app,
    context,
    close() {
      if (db.open) db.close();
    },
  };
}
