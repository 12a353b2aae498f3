/**
 * @vitest-environment-options {"settings": {"disableIframePageLoading": true, "disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
 */
import './testing/domCompat';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAMPLE_SOURCE } from '../../host-demo/markup-playground/sampleSource';
import { LOAD_FAILED_MESSAGE } from '../ui/LoadBoundary';
import { ALL_DIRECTIVES, directivePrefix } from './directives';
import { familiesIn, familyOf } from './kits/families';
import type { Kits } from './kits/registry';
import {
  constructCode,
  forgetMarkupCode,
  isMarkupReady,
  loadAllMarkup,
  loadMarkupFor,
} from './load';
import { parseMarkup } from './parseMarkup';
import { prefetchMarkup } from './prefetch';
import { MarkupContent } from './react/MarkupView';

const INTRO =
  '::image{src="/demo/thermometer.svg" alt="A thermometer" size=240x320 align=left}\n\n' +
  'In this module you read a table of **monthly averages** and compare :keyword[cities]{id=3}.';
const QUESTION =
  '::::question{#q-season type=radio answer=2}\nWhich month is warmest in Oslo?\n\n- January\n- July\n\n' +
  ':::solution\nJuly.\n:::\n::::';

/** A download of the constructs' code that the test lets finish (or fail) when it wants. */
function heldDownload() {
  let finish!: (kits: Kits) => void;
  let fail!: (error: Error) => void;
  const download = new Promise<Kits>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { download, finish, fail };
}

const realKits = () => import('./kits/all');

beforeEach(() => forgetMarkupCode());

afterEach(async () => {
  vi.restoreAllMocks();
  // The other test files' content renders with the code loaded, as set up for them.
  await loadAllMarkup();
});

describe('which code a source needs', () => {
  it('names no family for text, images, keywords and maths', () => {
    expect(familiesIn(INTRO)).toEqual([]);
    expect(familiesIn('Ratio 10:30, std::map{x}, $x^2$ and `:::alert` as code')).toEqual([
      'blocks',
    ]);
    expect(familiesIn('An :iconic[x]{y=1} word, a ::videos{} line, :::question-bank')).toEqual([]);
  });

  it('names the family of each construct the source has', () => {
    expect(familiesIn(QUESTION)).toEqual(['question']);
    expect(familiesIn(':::alert{type=info}\nHi\n:::\n\n:::accordion{title=A}\nB\n:::')).toEqual([
      'blocks',
    ]);
    expect(familiesIn('::video{kind=youtube id=abc}')).toEqual(['video']);
    expect(familiesIn('A :color[red]{c=red} :icon{name=star} :partner-icon{value=globe}')).toEqual([
      'inline',
    ]);
    expect(new Set(familiesIn(SAMPLE_SOURCE))).toEqual(
      new Set(['question', 'blocks', 'video', 'inline']),
    );
  });

  it('knows which family reads each directive of the language', async () => {
    const kits = await realKits();
    const read = new Map<string, string>();
    for (const family of ['question', 'blocks', 'video', 'inline'] as const) {
      for (const [form, analysers] of Object.entries(kits[family].analysers)) {
        for (const name of Object.keys(analysers)) read.set(`${form}:${name}`, family);
      }
    }
    // The renderer's own: images, keywords, the AI marker, solutions (read by questions) and
    // questions, which their family draws but the renderer reads, as the server does.
    const own = [
      'leaf:image',
      'text:keyword',
      'leaf:ai',
      'container:solution',
      'container:question',
    ];
    const drawnByFamily = new Map([['container:question', 'question']]);
    for (const spec of ALL_DIRECTIVES) {
      const key = `${spec.form}:${spec.name}`;
      expect(familyOf(spec.form, spec.name), key).toBe(read.get(key) ?? drawnByFamily.get(key));
      expect(read.has(key) || own.includes(key), key).toBe(true);
    }
    expect(read.size + own.length).toBe(ALL_DIRECTIVES.length);
  });

  it('finds every directive a family reads, however it is written', () => {
    for (const spec of ALL_DIRECTIVES) {
      const family = familyOf(spec.form, spec.name);
      if (!family) continue;
      const written = `${directivePrefix(spec.form)}${spec.name}`;
      for (const source of [`${written}{a=1}`, `x ${written}[label]{a=1} y`, `> ${written}`]) {
        expect(familiesIn(source), source).toContain(family);
      }
    }
  });

  it('loads nothing for content without those constructs', async () => {
    const load = vi.spyOn(constructCode, 'load');
    expect(isMarkupReady(INTRO)).toBe(true);
    await loadMarkupFor([INTRO, 'Plain *text*.']);
    expect(load).not.toHaveBeenCalled();
    expect(isMarkupReady(QUESTION)).toBe(false);
  });
});

describe('content whose constructs need their code', () => {
  it('renders content without them at once, without downloading anything', () => {
    const load = vi.spyOn(constructCode, 'load');
    render(<MarkupContent source={INTRO} />);
    expect(screen.getByRole('button', { name: 'Zoom image: A thermometer' })).toBeInTheDocument();
    expect(screen.getByText('monthly averages').tagName).toBe('STRONG');
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('waits for the code, showing the loader, then renders the construct', async () => {
    const held = heldDownload();
    const load = vi.spyOn(constructCode, 'load').mockReturnValue(held.download);
    render(<MarkupContent source={QUESTION} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText(/Which month/)).toBeNull();

    held.finish(await realKits());
    expect(await screen.findByRole('group', { name: 'Multiple Choice Preview' })).toHaveTextContent(
      'Which month is warmest in Oslo?',
    );
    expect(screen.getByRole('radio', { name: 'July' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says in place that the code did not arrive, never showing the question as text, and Retry loads it', async () => {
    const user = userEvent.setup();
    const held = heldDownload();
    const load = vi
      .spyOn(constructCode, 'load')
      .mockReturnValueOnce(held.download)
      .mockImplementation(realKits);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <p>Before</p>
        <MarkupContent source={QUESTION} />
      </>,
    );
    await act(async () => held.fail(new Error('offline')));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED_MESSAGE);
    expect(screen.queryByText(/Which month/)).toBeNull();
    expect(screen.queryByText(/question/)).toBeNull();
    expect(screen.getByText('Before')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radio', { name: 'July' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never parses a construct whose code is missing as something else', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const document = parseMarkup(QUESTION);
    expect(document.failure?.reason).toBe('internal');
    expect(document.html).toBe('');
    expect(document.questions).toEqual([]);
  });
});

describe('prefetching the next content', () => {
  it('downloads the code of its constructs while idle, so it then renders at once', async () => {
    const load = vi.spyOn(constructCode, 'load');
    prefetchMarkup([QUESTION]);
    expect(load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(isMarkupReady(QUESTION)).toBe(true), { timeout: 2000 });
    expect(load).toHaveBeenCalledTimes(1);

    render(<MarkupContent source={QUESTION} />);
    expect(screen.getByRole('radio', { name: 'July' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('downloads nothing for content without those constructs, nor once cancelled', async () => {
    const load = vi.spyOn(constructCode, 'load');
    prefetchMarkup([INTRO]);
    const cancel = prefetchMarkup([QUESTION]);
    cancel();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(load).not.toHaveBeenCalled();
  });
});
