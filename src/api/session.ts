import { api } from './client';
import { ApiError, APP_CONFIG_ERROR_MESSAGE } from './errors';
import { AppConfigSchema, type AppConfig } from './schemas/appConfig';
import { UserSchema, type User, type UserPreferences } from './schemas/user';
import * as v from 'valibot';

/**
 * GET /api/whoami/: the current user, or null for a visitor. A visitor is a normal state, so
 * the development server answers 200 with null; a backend that answers 401/403 works too.
 */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await api.request('GET', '/api/whoami/', v.nullable(UserSchema));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

/** GET /api/app_config/; its failure carries the spec's 'Please try again!' message. */
export async function fetchAppConfig(): Promise<AppConfig> {
  try {
    return await api.request('GET', '/api/app_config/', AppConfigSchema);
  } catch (error) {
    const status = error instanceof ApiError ? error.status : undefined;
    throw new ApiError('app config failed', 'http', status, APP_CONFIG_ERROR_MESSAGE, {
      cause: error,
    });
  }
}

let pageAppConfig: Promise<AppConfig> | null = null;

/**
 * The page's app config, fetched once however many parts of the page (the loader, every
 * widget) ask for it; asked again only after a failure, so a retry can succeed.
 */
export function loadAppConfig(): Promise<AppConfig> {
  pageAppConfig ??= fetchAppConfig().catch((error: unknown) => {
    pageAppConfig = null;
    throw error;
  });
  return pageAppConfig;
}

/** Forgets the page's app config (tests start each case from a new page). */
export function forgetAppConfig(): void {
  pageAppConfig = null;
}

/** PATCH /api/user/preferences/ with one key; failures are only logged (spec section 8). */
export async function savePreference<K extends keyof UserPreferences>(
  key: K,
  value: UserPreferences[K],
): Promise<void> {
  try {
    await api.request('PATCH', '/api/user/preferences/', v.unknown(), { json: { [key]: value } });
  } catch (error) {
    console.warn('[courses] preference not saved', error);
  }
}
