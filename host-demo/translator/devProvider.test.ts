/**
 * The development translation provider (host-demo/public/vendor/translator/translator.js) on the
 * demo reading it stands in for a real provider on.
 */
import { installDevProvider, keywordsReadingHtml, type DevProvider } from './devProvider';
import { LANGUAGES } from '../../widgets/reading-bar/translate/languages';

let provider: DevProvider;
const reading = () => document.getElementById('reading')!;
const keywordNamed = (id: number) =>
  document.querySelector<HTMLElement>(`[data-keyword-id="${id}"]`)!;
/** The non-blank text nodes of the reading, in order (or only those outside keywords). */
const texts = ({ keywords = true } = {}) => {
  const walker = document.createTreeWalker(reading(), NodeFilter.SHOW_TEXT);
  const out: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!keywords && node.parentElement?.closest('.markup-keyword')) continue;
    if (node.textContent?.trim()) out.push(node.textContent);
  }
  return out;
};

beforeEach(() => {
  provider = installDevProvider();
  document.body.innerHTML = keywordsReadingHtml();
});
afterEach(() => {
  document.body.innerHTML = '';
});

it('offers the reading bar languages, with Arabic written right to left', () => {
  expect(provider.languages.map((l) => [l.code, l.name])).toEqual(
    LANGUAGES.map((l) => [l.code, l.name]),
  );
  expect(provider.languages.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar']);
  expect(provider.sourceLanguage).toBe('en');
});

it('translates the text of the reading into Spanish, keeping its elements', async () => {
  const keyword = keywordNamed(1);
  await provider.translate(reading(), 'es');
  expect(reading().querySelector('h2')).toHaveTextContent(
    '¿Por qué algunas ciudades son más frías que otras?',
  );
  expect(keywordNamed(1)).toBe(keyword);
  expect(keyword).toHaveTextContent('temperatura');
  expect(keyword.parentElement).toHaveTextContent(
    /^Mira un mapa del tiempo en julio: la temperatura del aire cambia mucho de un lugar a otro/,
  );
  expect(reading()).toHaveAttribute('lang', 'es');
  expect(reading()).toHaveAttribute('dir', 'ltr');
});

it('translates every sentence of the reading in every language it offers', async () => {
  // Keyword terms may be spelled alike (latitude in French); every sentence around them is not.
  const english = texts({ keywords: false });
  for (const { code } of LANGUAGES.filter((l) => l.code !== 'en')) {
    await provider.translate(reading(), code);
    const translated = texts({ keywords: false });
    expect(translated, code).toHaveLength(english.length);
    translated.forEach((text, i) =>
      expect(text.trim(), `${code} #${i}`).not.toBe(english[i]!.trim()),
    );
    expect(reading()).toHaveAttribute('lang', code);
  }
});

it('sets dir="rtl" for Arabic and restores the original exactly for English', async () => {
  reading().setAttribute('lang', 'en');
  const original = document.body.innerHTML;
  await provider.translate(reading(), 'ar');
  expect(reading()).toHaveAttribute('dir', 'rtl');
  expect(reading()).toHaveAttribute('lang', 'ar');
  await provider.translate(reading(), 'ko');
  expect(reading()).toHaveAttribute('dir', 'ltr');
  await provider.translate(reading(), 'en');
  expect(document.body.innerHTML).toBe(original);
  await provider.translate(reading(), 'fr');
  provider.restore(reading());
  expect(document.body.innerHTML).toBe(original);
});

it('changes nothing when asked again for the language already shown', async () => {
  await provider.translate(reading(), 'de');
  const observer = new MutationObserver(() => {});
  observer.observe(reading(), {
    subtree: true,
    characterData: true,
    childList: true,
    attributes: true,
  });
  await provider.translate(reading(), 'de');
  expect(observer.takeRecords()).toEqual([]);
  observer.disconnect();
});

it('translates known words inside other text, leaves unknown words and untouchable text', async () => {
  document.body.innerHTML = `<div id="reading"><p>The median of January data</p>
    <p translate="no">median</p><p class="notranslate">median</p><mjx-container>median</mjx-container>
    <code>median</code><p>Zebras graze</p></div>`;
  await provider.translate(reading(), 'es');
  expect(texts()).toEqual([
    'The mediana of enero datos',
    'median',
    'median',
    'median',
    'median',
    'Zebras graze',
  ]);
});

it('takes text changed by the page since as the new original', async () => {
  await provider.translate(reading(), 'es');
  const heading = reading().querySelector('h2')!;
  heading.firstChild!.textContent = 'Weather or climate?';
  await provider.translate(reading(), 'es');
  expect(heading).toHaveTextContent('¿Tiempo o clima?');
  provider.restore(reading());
  expect(heading).toHaveTextContent('Weather or climate?');
});

it('refuses a language it does not know', async () => {
  await expect(provider.translate(reading(), 'xx')).rejects.toThrow('Unknown language: xx');
});
