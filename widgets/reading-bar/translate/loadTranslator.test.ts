import { fakeScripts, type FakeScripts } from '../testing/fakeScripts';
import { installFakeProvider } from '../testing/fakeProvider';
import {
  applyLanguage,
  assertMathsLibraryVersion,
  loadTranslator,
  SCRIPT_TIMEOUT_MS,
} from './loadTranslator';
import { TranslatorError } from './translatorError';

type TestWindow = Window & { CoursesTranslator?: unknown; MathJax?: unknown };
const testWindow = window as TestWindow;

let scripts: FakeScripts;
// The library keeps one download per URL for the whole page: each test asks for its own URL.
let url: string;
let n = 0;

beforeEach(() => {
  scripts = fakeScripts();
  url = `/static/vendor/translator/translator.js?test=${++n}`;
});
afterEach(() => {
  delete testWindow.CoursesTranslator;
  delete testWindow.MathJax;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a TranslatorError');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(TranslatorError);
      return error as TranslatorError;
    },
  );

it('downloads the provider script once, however many ask, and returns its API', async () => {
  const first = loadTranslator(url);
  const second = loadTranslator(url);
  await Promise.resolve();
  expect(scripts.requested).toHaveLength(1);
  expect(scripts.requested[0]!.src).toContain(url);
  expect(scripts.requested[0]!.async).toBe(true);
  scripts.load(installFakeProvider);
  const [a, b] = await Promise.all([first, second]);
  expect(a).toBe(testWindow.CoursesTranslator);
  expect(b).toBe(a);
  await loadTranslator(url);
  expect(scripts.requested).toHaveLength(1);
});

it('throws when the script fails to download, and downloads it again when asked again', async () => {
  const attempt = loadTranslator(url);
  await Promise.resolve();
  scripts.fail();
  const error = await failure(attempt);
  expect(error.reason).toBe('download');
  expect(error.message).toMatch(/could not be downloaded/);
  expect(scripts.requested[0]!.isConnected).toBe(false);

  const again = loadTranslator(url);
  await Promise.resolve();
  expect(scripts.requested).toHaveLength(2);
  scripts.load(installFakeProvider);
  await expect(again).resolves.toBe(testWindow.CoursesTranslator);
});

it('gives up on a script that neither loads nor fails', async () => {
  vi.useFakeTimers();
  const attempt = failure(loadTranslator(url));
  await vi.advanceTimersByTimeAsync(SCRIPT_TIMEOUT_MS);
  const error = await attempt;
  expect(error.reason).toBe('download');
  expect(error.message).toMatch(/did not load in 20000 ms/);
});

it('throws when the script does not define the provider API', async () => {
  const attempt = loadTranslator(url);
  await Promise.resolve();
  scripts.requested[0]!.dispatchEvent(new Event('load'));
  const error = await failure(attempt);
  expect(error.reason).toBe('provider');
});

describe('maths library version', () => {
  it('refuses a page with another MathJax version than 3, without downloading', async () => {
    testWindow.MathJax = { version: '2.7.9' };
    const error = await failure(loadTranslator(url));
    expect(error.reason).toBe('maths-version');
    expect(error.message).toMatch(/MathJax 2\.7\.9/);
    expect(scripts.requested).toHaveLength(0);
  });

  it('refuses when the wrong version arrives while the script downloads', async () => {
    const attempt = loadTranslator(url);
    await Promise.resolve();
    testWindow.MathJax = { version: '4.0.0' };
    scripts.load(installFakeProvider);
    expect((await failure(attempt)).reason).toBe('maths-version');
  });

  it('accepts MathJax 3, no MathJax, and MathJax configuration before the library loads', () => {
    expect(() => assertMathsLibraryVersion()).not.toThrow();
    testWindow.MathJax = { tex: { inlineMath: [['$', '$']] } };
    expect(() => assertMathsLibraryVersion()).not.toThrow();
    testWindow.MathJax = { version: '3.2.2' };
    expect(() => assertMathsLibraryVersion()).not.toThrow();
  });

  it('refuses to translate once the wrong version is on the page, but still restores', async () => {
    const provider = { translate: vi.fn(), restore: vi.fn() };
    const element = document.createElement('div');
    testWindow.MathJax = { version: '2.7.5' };
    const error = await failure(applyLanguage(provider, element, 'es', 'en'));
    expect(error.reason).toBe('maths-version');
    expect(provider.translate).not.toHaveBeenCalled();
    await applyLanguage(provider, element, 'en', 'en');
    expect(provider.restore).toHaveBeenCalledWith(element);
  });
});

it('reports a provider that throws while translating as a TranslatorError', async () => {
  const cause = new Error('provider broke');
  const provider = { translate: vi.fn().mockRejectedValue(cause), restore: vi.fn() };
  const error = await failure(applyLanguage(provider, document.createElement('div'), 'fr', 'en'));
  expect(error.reason).toBe('translate');
  expect(error.cause).toBe(cause);
});

it('marks translated content with its language, whatever the provider does, and puts it back', async () => {
  const provider = { translate: vi.fn(), restore: vi.fn() };
  const element = document.createElement('div');
  element.lang = 'en-GB';
  await applyLanguage(provider, element, 'fr', 'en');
  expect(element.lang).toBe('fr');
  await applyLanguage(provider, element, 'ar', 'en');
  expect(element.lang).toBe('ar');
  await applyLanguage(provider, element, 'en', 'en');
  expect(element.lang).toBe('en-GB');
  expect(element.outerHTML).toBe('<div lang="en-GB"></div>');
});
