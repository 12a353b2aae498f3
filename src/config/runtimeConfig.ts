import type { ReportBatch } from '../reporting/events';

/**
 * Page-level settings. A host page may set `window.COURSES_CONFIG` before the loader runs;
 * everything has a default that matches a Django deployment of the course app.
 */
export interface RuntimeConfig {
  /** Cookie that holds the anti-forgery token (Django: csrftoken). */
  csrfCookieName: string;
  /** Header that carries the token on unsafe requests (Django: X-CSRFToken). */
  csrfHeaderName: string;
  /** Origin or path prefix of the API; '' means same origin. */
  apiBase: string;
  /** Where the built remotes are served from (CDN-able). */
  staticUrl: string;
  /** Host name of the main (non-partner) site. */
  mainHost: string;
  /** Maths typesetting script (served locally in development). */
  mathjaxUrl: string;
  /** Translation provider script for the reading bar (served locally in development). */
  translatorUrl: string;
  /** Path of the speech service used by the read-aloud bar. */
  speechService: string;
  /** Hosts content may frame beyond the built-in allow-list (simulation providers). */
  frameHosts: readonly string[];
  /**
   * How the Google Classroom grant asks for consent: 'google', Google Identity Services' code
   * client (production); 'local', the development server's own consent page (the demo).
   */
  classroomConsent: 'google' | 'local';
  /** The product's OAuth client id at Google ('google' consent). */
  googleClientId: string;
  /** Google Identity Services' script, loaded only for 'google' consent, when a grant is asked. */
  googleIdentityUrl: string;
  /** The development server's consent page ('local' consent). */
  localConsentUrl: string;
  /**
   * Where the page's reports go (failed loads, render errors, failed calls, web vitals): a
   * collector URL that receives batches by navigator.sendBeacon, or a function that receives
   * them. null (the default): nothing is collected or sent.
   */
  report: string | ((batch: ReportBatch) => void) | null;
}

export const defaultRuntimeConfig: RuntimeConfig = {
  csrfCookieName: 'csrftoken',
  csrfHeaderName: 'X-CSRFToken',
  apiBase: '',
  staticUrl: '/static/apps/courses/',
  mainHost: 'localhost',
  mathjaxUrl: '/static/vendor/mathjax/tex-mml-chtml.js',
  translatorUrl: '/static/vendor/translator/translator.js',
  speechService: 'speech',
  frameHosts: [],
  classroomConsent: 'google',
  googleClientId: '',
  googleIdentityUrl: 'https://accounts.google.com/gsi/client',
  localConsentUrl: '/demo/oauth/consent/',
  report: null,
};

declare global {
  interface Window {
    COURSES_CONFIG?: Partial<RuntimeConfig>;
  }
}

export function getRuntimeConfig(): RuntimeConfig {
  const fromPage = typeof window === 'undefined' ? undefined : window.COURSES_CONFIG;
  return { ...defaultRuntimeConfig, ...(fromPage ?? {}) };
}

/** True when the page is served on the partner host rather than the main one. */
export function isPartnerHost(config: RuntimeConfig = getRuntimeConfig()): boolean {
  return typeof window !== 'undefined' && window.location.hostname !== config.mainHost;
}
