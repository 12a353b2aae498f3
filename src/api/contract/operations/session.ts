/** The session: who is logged in, the site's settings, preferences and embed log-ins. */
import * as v from 'valibot';
import { AppConfigSchema } from '../../schemas/appConfig';
import {
  EmbedHandoffSchema,
  EmbedSessionExchangeSchema,
  FrameSessionSchema,
} from '../../schemas/embedSession';
import { PreferencesPatchSchema, UserPreferencesSchema, UserSchema } from '../../schemas/user';
import { error, ok, type Operation } from '../operation';

const TAG = 'Session';

export const sessionOperations: Operation[] = [
  {
    id: 'fetchCurrentUser',
    method: 'GET',
    path: '/api/whoami/',
    tag: TAG,
    summary: 'The logged-in user, or null for a visitor',
    description: 'Also sets the csrftoken cookie the anti-forgery header copies.',
    caller: 'anyone',
    responses: { 200: ok('The user, or null.', v.nullable(UserSchema)) },
  },
  {
    id: 'fetchAppConfig',
    method: 'GET',
    path: '/api/app_config/',
    tag: TAG,
    summary: "The site's settings for the widgets",
    description: 'Also sets the csrftoken cookie the anti-forgery header copies.',
    caller: 'anyone',
    responses: { 200: ok('The settings.', AppConfigSchema) },
  },
  {
    id: 'updatePreferences',
    method: 'PATCH',
    path: '/api/user/preferences/',
    tag: TAG,
    summary: "Merges the given keys into the user's preferences",
    caller: 'user',
    body: { kind: 'json', schema: PreferencesPatchSchema },
    responses: {
      200: ok('The merged preferences.', UserPreferencesSchema),
      400: error('No key, an unknown key, a bad value, or preferences over their size limit.'),
    },
  },
  {
    id: 'requestEmbedHandoff',
    method: 'POST',
    path: '/api/embed/session-handoff/',
    tag: TAG,
    summary: 'A one-time token handing this login to an embed frame',
    caller: 'user',
    responses: { 201: ok('The token.', EmbedHandoffSchema) },
  },
  {
    id: 'startEmbedSession',
    method: 'POST',
    path: '/api/embed/session/',
    tag: TAG,
    summary: "Spends a handoff token; sets the frame's session cookie",
    caller: 'anyone',
    body: { kind: 'json', schema: EmbedSessionExchangeSchema },
    responses: {
      200: ok('The user now logged in.', UserSchema),
      400: error('Not a token.'),
      403: error(
        'An unknown, used or expired token (`detail` says which), or no anti-forgery token.',
      ),
    },
  },
  {
    id: 'startFrameSession',
    method: 'POST',
    path: '/api/embed/frame-session/',
    tag: TAG,
    summary: 'Spends a handoff token for a session the frame keeps and sends in a header',
    description:
      'For a browser that keeps no cookie in the frame. No anti-forgery cookie is needed; the request must name this site in `Origin`. Later calls send the session in `X-Courses-Frame-Session`.',
    caller: 'anyone',
    body: { kind: 'json', schema: EmbedSessionExchangeSchema },
    responses: {
      201: ok('The session and the user now logged in.', FrameSessionSchema),
      400: error('Not a token.'),
      403: error('An unknown, used or expired token (`detail` says which), or no `Origin`.'),
    },
  },
  {
    id: 'endFrameSession',
    method: 'DELETE',
    path: '/api/embed/frame-session/',
    tag: TAG,
    summary: 'Ends the frame session named in `X-Courses-Frame-Session` (log out)',
    caller: 'anyone',
    responses: {
      204: { description: 'Ended, or there was none.' },
      403: error('No frame session and no anti-forgery token.'),
    },
  },
  {
    id: 'fetchOpenApiDocument',
    method: 'GET',
    path: '/api/schema/',
    tag: 'Contract',
    summary: 'This document (a readable reference is at /api/docs/)',
    caller: 'anyone',
    responses: {
      200: ok(
        'The OpenAPI 3.1 document.',
        v.looseObject({ openapi: v.string(), paths: v.record(v.string(), v.unknown()) }),
      ),
    },
  },
];
