/** Helpers for unit tests of widgets built on the runtime; never bundled. */
export { clearToasts } from './clearToasts';
