import type { Db } from '../db/openDatabase';
import type { UserRow } from '../repos/users';
import type { ReportLog } from '../services/reportLog';
import type { SpeechService } from '../speech/speechService';

/** Settings and services every route can reach through `c.get('server')`. */
export interface ServerContext {
  db: Db;
  dataDir: string;
  mediaDir: string;
  /** Host name of the main site; any other host is the partner. */
  mainHost: string;
  /** Built remotes and loader (dist/static/apps/courses). */
  distDir: string;
  publicDir: string;
  mathjaxDir: string;
  /**
   * Origin of the site as the world links to it (Django's CSRF_TRUSTED_ORIGINS and the base
   * of short links); never taken from a request's Host header.
   */
  publicOrigin: string;
  /** Absolute and idle session limits, in milliseconds. */
  sessionMaxAgeMs: number;
  sessionIdleMs: number;
  /** How long a pop-up login's handoff token may wait for the embed frame (default 60 s). */
  embedHandoffTtlMs: number;
  csrfCookieName: string;
  csrfHeaderName: string;
  speech: SpeechService;
  /**
   * app_config's content_builder_requires_subscription: false opens the content builder to
   * every teacher (spec section 6). On in the demo.
   */
  contentBuilderRequiresSubscription: boolean;
  /** Reports the demo's collector received (/demo/monitor/). */
  reports: ReportLog;
}

/** Hono's typing of what middleware puts on the context. */
export interface AppEnv {
  Variables: {
    server: ServerContext;
    /** The logged-in user, or null for a visitor. */
    user: UserRow | null;
    /** The anti-forgery token of this browser (from its cookie, or newly issued). */
    csrfToken: string;
    /**
     * The response's cookies are for a frame on another site (SameSite=None; Secure;
     * Partitioned): set by the embed session routes, see http/framedCookies.ts.
     */
    framedCookies: boolean;
    /** Nonce of this response's inline scripts (host pages), named in its CSP. */
    cspNonce: string;
  };
}
