import { api } from '../client';
import {
  UserPreferencesSchema,
  type PreferencesPatch,
  type UserPreferences,
} from '../schemas/user';
import { requestOptions, type CallOptions } from './callOptions';

/**
 * The session calls (whoami, app config, saving one preference with failures ignored) live
 * in ../session; they are re-exported here so every call of spec section 7 has a home.
 */
export { fetchAppConfig, fetchCurrentUser, savePreference } from '../session';

/** PATCH /api/user/preferences/ that reports failure and returns the merged preferences. */
export function updatePreferences(
  patch: PreferencesPatch,
  options: CallOptions = {},
): Promise<UserPreferences> {
  return api.request(
    'PATCH',
    '/api/user/preferences/',
    UserPreferencesSchema,
    requestOptions(options, { json: patch }),
  );
}
