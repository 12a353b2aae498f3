/**
 * The language translator in the reading bar: lazy loading of the provider, the setup delay,
 * translating and restoring the reading, the tab remembering the language, and failures.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { EXPANDED_KEY } from '../../widgets/reading-bar/useExpanded';
import { BLOCK_LIST_DELAY_MS } from '../../widgets/reading-bar/readAloud/useTextBlocks';
import { FakeAudio } from '../../widgets/reading-bar/testing/fakeSpeech';
import { installDevProvider, keywordsReadingHtml } from './devProvider';
import { fakeScripts, type FakeScripts } from '../../widgets/reading-bar/testing/fakeScripts';
import { renderBar } from '../../widgets/reading-bar/testing/renderBar';
import {
  LANGUAGE_KEY,
  TRANSLATOR_SETUP_DELAY_MS,
} from '../../widgets/reading-bar/translate/useTranslator';

type TestWindow = Window & { CoursesTranslator?: unknown; MathJax?: unknown };
const testWindow = window as TestWindow;

const TWELVE_LANGUAGES = [
  'Arabic',
  'Chinese (Simplified)',
  'Chinese (Traditional)',
  'English',
  'French',
  'German',
  'Haitian Creole',
  'Korean',
  'Lithuanian',
  'Portuguese',
  'Spanish',
  'Turkish',
];
const SPANISH_TITLE = '¿Por qué algunas ciudades son más frías que otras?';
const ENGLISH_TITLE = 'Why are some cities colder than others?';

let scripts: FakeScripts;
let n = 0;
const reading = () => document.getElementById('reading')!;
const title = () => reading().querySelector('h2')!.textContent;
const languageSelect = () => screen.getByRole('combobox', { name: 'Language' });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const renderReading = () => renderBar(keywordsReadingHtml());

/** The reader reaches the select; the provider script is then requested, loads and is set up. */
async function openTranslator() {
  await act(async () => languageSelect().focus());
  expect(scripts.requested).toHaveLength(1);
  await act(async () => scripts.load(installDevProvider));
  await advance(TRANSLATOR_SETUP_DELAY_MS);
  expect(languageSelect()).toBeEnabled();
}

async function choose(name: string) {
  await act(async () => {
    fireEvent.change(languageSelect(), {
      target: { value: screen.getByRole('option', { name }).getAttribute('value') },
    });
  });
}

beforeEach(() => {
  sessionStorage.setItem(EXPANDED_KEY, 'true');
  // Each test has its own provider URL: the page downloads a URL only once.
  window.COURSES_CONFIG = { translatorUrl: `/static/vendor/translator/translator.js?t=${++n}` };
  scripts = fakeScripts();
  FakeAudio.instances = [];
  vi.stubGlobal('Audio', FakeAudio);
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:audio');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.COURSES_CONFIG;
  delete testWindow.CoursesTranslator;
  delete testWindow.MathJax;
  document.body.innerHTML = '';
});

it('offers the twelve languages of the spec, word for word, with English chosen', async () => {
  await renderReading();
  const select = languageSelect();
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(TWELVE_LANGUAGES);
  expect(select).toHaveDisplayValue('English');
  expect(screen.getByText('Language', { selector: 'label' })).toBeVisible();
});

it('loads the provider only when the reader reaches the control, once, disabled until set up', async () => {
  await renderReading();
  await advance(2000);
  expect(scripts.requested).toHaveLength(0);
  expect(languageSelect()).toBeEnabled();

  await act(async () => languageSelect().focus());
  // The translation library loads first, then asks for the provider's script.
  await act(() => vi.waitFor(() => expect(scripts.requested).toHaveLength(1)));
  expect(scripts.requested[0]!.src).toContain(`translator.js?t=${n}`);
  expect(languageSelect()).toBeDisabled();
  expect(screen.getByText('Loading...')).toBeVisible();
  expect(languageSelect()).toHaveAccessibleDescription('Loading...');

  await act(async () => languageSelect().focus());
  await act(async () => scripts.load(installDevProvider));
  // Spec section 9: the setup delay follows the script's load.
  await advance(TRANSLATOR_SETUP_DELAY_MS - 1);
  expect(languageSelect()).toBeDisabled();
  expect(screen.getByText('Loading...')).toBeVisible();
  await advance(1);
  expect(languageSelect()).toBeEnabled();
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  expect(scripts.requested).toHaveLength(1);
  // Focus was lost while the select was disabled: it comes back.
  expect(languageSelect()).toHaveFocus();
});

it('translates the reading, keeping its keyword elements, and English restores it exactly', async () => {
  await renderReading();
  const original = reading().innerHTML;
  const keyword = reading().querySelector('[data-keyword-id="1"]');
  await openTranslator();
  await choose('Spanish');
  expect(languageSelect()).toHaveDisplayValue('Spanish');
  expect(title()).toBe(SPANISH_TITLE);
  expect(reading()).toHaveAttribute('lang', 'es');
  expect(reading().querySelector('[data-keyword-id="1"]')).toBe(keyword);
  expect(keyword).toHaveTextContent('temperatura');
  expect(sessionStorage.getItem(LANGUAGE_KEY)).toBe('"es"');
  // The bar's own text is never translated.
  expect(screen.getByRole('region', { name: 'Reading support' })).toHaveAttribute(
    'translate',
    'no',
  );

  await choose('Arabic');
  expect(reading()).toHaveAttribute('dir', 'rtl');
  expect(reading()).toHaveAttribute('lang', 'ar');

  await choose('English');
  expect(reading().innerHTML).toBe(original);
  expect(reading()).not.toHaveAttribute('lang');
  expect(reading()).not.toHaveAttribute('dir');
  expect(sessionStorage.getItem(LANGUAGE_KEY)).toBe('"en"');
});

it('translates text that appears in the reading later, such as a new step', async () => {
  await renderReading();
  await openTranslator();
  await choose('French');
  await act(async () => {
    reading().innerHTML = '<h2>Weather or climate?</h2>';
  });
  expect(title()).toBe('Météo ou climat ?');
});

it('reads the translated text aloud', async () => {
  const { server } = await renderReading();
  await openTranslator();
  await choose('Spanish');
  await advance(BLOCK_LIST_DELAY_MS);
  await act(async () => {
    screen.getByRole('button', { name: 'Play' }).click();
    await vi.advanceTimersByTimeAsync(0);
  });
  expect(server.calls()[0]).toBe(`audio ${SPANISH_TITLE}`);
});

it('shows the language kept for the tab again after a reload, and restores the page when it goes', async () => {
  sessionStorage.setItem(LANGUAGE_KEY, '"de"');
  const { unmount } = await renderReading();
  const original = keywordsReadingHtml();
  // No need to wait for the reader: the kept language is applied as soon as it can be.
  expect(scripts.requested).toHaveLength(1);
  expect(languageSelect()).toBeDisabled();
  await act(async () => scripts.load(installDevProvider));
  await advance(TRANSLATOR_SETUP_DELAY_MS);
  expect(languageSelect()).toHaveDisplayValue('German');
  expect(title()).toBe('Warum sind manche Städte kälter als andere?');
  expect(reading()).toHaveAttribute('lang', 'de');
  unmount();
  expect(reading().outerHTML).toBe(original);
});

it('a language kept from an unknown value falls back to English', async () => {
  sessionStorage.setItem(LANGUAGE_KEY, '"klingon"');
  await renderReading();
  expect(languageSelect()).toHaveDisplayValue('English');
  expect(scripts.requested).toHaveLength(0);
});

describe('failures', () => {
  it('a failed download shows a message and a retry; the other controls keep working', async () => {
    await renderReading();
    await act(async () => languageSelect().focus());
    await act(async () => scripts.fail());
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'The translator could not be loaded. Check your connection and try again.',
    );
    expect(console.error).toHaveBeenCalledWith(
      '[courses] reading-bar: translator failed',
      expect.objectContaining({ name: 'TranslatorError', reason: 'download' }),
    );
    expect(languageSelect()).toBeDisabled();
    const retry = within(alert).getByRole('button', { name: 'Try again' });
    expect(retry).toHaveFocus();

    // The rest of the bar still works.
    await act(async () => screen.getByRole('radio', { name: 'Large' }).click());
    expect(reading()).toHaveAttribute('data-text-size', 'large');

    await act(async () => retry.click());
    expect(scripts.requested).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeVisible();
    await act(async () => scripts.load(installDevProvider));
    await advance(TRANSLATOR_SETUP_DELAY_MS);
    expect(languageSelect()).toBeEnabled();
    await choose('Korean');
    expect(title()).toBe('왜 어떤 도시는 다른 도시보다 더 추울까요?');
  });

  it('a wrong maths library version is refused with its own message', async () => {
    testWindow.MathJax = { version: '2.7.9' };
    await renderReading();
    await act(async () => languageSelect().focus());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The translator cannot be used on this page: it would break the maths shown here.',
    );
    expect(scripts.requested).toHaveLength(0);
    expect(title()).toBe(ENGLISH_TITLE);
    expect(console.error).toHaveBeenCalledWith(
      '[courses] reading-bar: translator failed',
      expect.objectContaining({ reason: 'maths-version' }),
    );
  });

  it('a provider that fails while translating leaves the original text and says so', async () => {
    await renderReading();
    await act(async () => languageSelect().focus());
    await act(async () =>
      scripts.load(() => {
        const provider = installDevProvider();
        testWindow.CoursesTranslator = {
          ...provider,
          translate: () => Promise.reject(new Error('quota exceeded')),
        };
      }),
    );
    await advance(TRANSLATOR_SETUP_DELAY_MS);
    await choose('Turkish');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The text could not be translated. Try again, or choose English.',
    );
    expect(title()).toBe(ENGLISH_TITLE);
  });
});
