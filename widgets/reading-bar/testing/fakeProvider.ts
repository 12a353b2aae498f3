/**
 * A translation provider for the widget's own tests: defines `window.CoursesTranslator` as a
 * provider script does, translating nothing. (The demo's development provider is tested with
 * the reading bar in host-demo/translator/.)
 */
export function installFakeProvider(): void {
  (window as { CoursesTranslator?: unknown }).CoursesTranslator = {
    version: 'test',
    sourceLanguage: 'en',
    languages: [{ code: 'es', name: 'Spanish', dir: 'ltr' }],
    translate: () => Promise.resolve(),
    restore: () => {},
  };
}
