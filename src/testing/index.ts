/** Helpers for unit tests of widgets built on the runtime; never bundled. */
export { clearToasts } from './clearToasts';
export { fakeConsentPopup } from './fakeConsent';
export type { FakeConsent } from './fakeConsent';
export { restoreMarkupCode, unloadMarkupCode } from './markupCode';
export { makeUser, teacher } from './users';
export { theme } from '../theme/theme';
