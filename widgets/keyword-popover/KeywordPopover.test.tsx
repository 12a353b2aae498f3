import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { MarkupContent } from '@courses/runtime/markup';
import { mount } from './mount';
import { popoverMount } from './popoverMount';
import type * as PopoverMountModuleNamespace from './popoverMount';
type PopoverMountModule = typeof PopoverMountModuleNamespace;
import { KeywordPopoverProps } from './props';

const AI_DEFINITION = `::ai{model="gpt-4o-mini" type=keyword}
**Latitude** measures how far north or south of the equator a place lies.`;

// Spied on (and run as it is) to show when the popover's React part loads.
vi.mock('./popoverMount', async (importOriginal) => {
  const original = await importOriginal<PopoverMountModule>();
  return { popoverMount: vi.fn(original.popoverMount) };
});

type Answer = Response | Promise<Response> | 'hang';

/** Answers GET /api/lookup/keyword/{id}/ per id; records every request. 'hang' waits for abort. */
function stubKeywordApi(answers: Record<string, () => Answer>) {
  const requests: Request[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    if (!(input instanceof Request)) throw new Error('the client should pass a Request');
    requests.push(input);
    const id = /^\/api\/lookup\/keyword\/([^/]+)\/$/.exec(new URL(input.url).pathname)?.[1] ?? '';
    const answer = answers[id]?.() ?? new Response('not found', { status: 404 });
    if (answer !== 'hang') return answer;
    return new Promise<Response>((_resolve, reject) => {
      if (input.signal.aborted) reject(input.signal.reason);
      input.signal.addEventListener('abort', () => reject(input.signal.reason));
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}

const definition = (data: string) => () =>
  new Response(JSON.stringify({ data }), { headers: { 'Content-Type': 'application/json' } });

const pathOf = (request: Request) => `${request.method} ${new URL(request.url).pathname}`;

let unmount = () => {};

/** A reading as a Django template writes it, and the widget's slot. */
async function mountOnReading(props: Record<string, unknown> = { scope: '#reading' }) {
  document.body.innerHTML = `
    <p>Page header text with <button type="button">Search</button></p>
    <article id="reading">
      <p>The <span class="markup-keyword" data-keyword-id="3" keyword_id="3" tabindex="0" role="button">median</span>
      is the middle value. Places at a high
      <span class="markup-keyword" data-keyword-id="5" keyword_id="5">latitude</span> get less sun.</p>
    </article>
    <aside><span class="markup-keyword" data-keyword-id="7" keyword_id="7">outlier</span></aside>
    <div id="keyword-root"></div>`;
  const slot = document.getElementById('keyword-root');
  if (!slot) throw new Error('no slot');
  await act(async () => {
    unmount = mount(slot, props);
  });
}

const keyword = (name: string) => screen.getByRole('button', { name });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  act(() => unmount());
  unmount = () => {};
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('opening', () => {
  it('only watches the page when mounted: the card loads when a reader first points at a keyword', async () => {
    stubKeywordApi({ '5': definition('North or south.') });
    vi.mocked(popoverMount).mockClear();
    await mountOnReading();
    expect(document.getElementById('keyword-root')).toHaveAttribute('data-widget-state', 'mounted');
    expect(keyword('latitude')).toHaveAttribute('tabindex', '0');
    expect(popoverMount).not.toHaveBeenCalled();

    fireEvent.pointerOver(keyword('latitude'));
    await waitFor(() => expect(popoverMount).toHaveBeenCalledTimes(1));
    const user = userEvent.setup();
    await user.click(keyword('latitude'));
    expect(await screen.findByText('North or south.')).toBeInTheDocument();
    expect(popoverMount).toHaveBeenCalledTimes(1);
  });

  it('opens on click: Loading... while fetching, then the definition under the keyword as heading', async () => {
    let answer = (_response: Response) => {};
    const answered = new Promise<Response>((resolve) => (answer = resolve));
    const requests = stubKeywordApi({ '3': () => answered });
    await mountOnReading();
    const user = userEvent.setup();
    await user.click(keyword('median'));

    // The popover's code loads on first use, so the first opening waits for it.
    const dialog = await screen.findByRole('dialog', { name: 'median' });
    expect(within(dialog).getByRole('heading', { name: 'median' })).toBeInTheDocument();
    expect(within(dialog).getByText('Loading...')).toBeInTheDocument();
    answer(definition('The **middle** value of an ordered list.')());
    expect(await within(dialog).findByText('middle')).toBeInTheDocument();
    expect(within(dialog).queryByText('Loading...')).not.toBeInTheDocument();
    expect(requests.map(pathOf)).toEqual(['GET /api/lookup/keyword/3/']);
  });

  it('opens on Enter and on Space, with focus moving to the close cross', async () => {
    stubKeywordApi({ '3': definition('Middle.'), '5': definition('North or south.') });
    await mountOnReading();
    const user = userEvent.setup();
    keyword('median').focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'median' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());

    await user.keyboard('{Escape}');
    keyword('latitude').focus();
    await user.keyboard(' ');
    expect(await screen.findByRole('dialog', { name: 'latitude' })).toBeInTheDocument();
    expect(await screen.findByText('North or south.')).toBeInTheDocument();
  });

  it('makes a server-rendered keyword without tabindex reachable with Tab', async () => {
    stubKeywordApi({ '5': definition('North or south.') });
    await mountOnReading();
    const latitude = keyword('latitude');
    expect(latitude).toHaveAttribute('tabindex', '0');
    expect(latitude).toHaveAttribute('aria-haspopup', 'dialog');
    const user = userEvent.setup();
    await user.tab(); // Search
    await user.tab(); // median
    await user.tab();
    expect(latitude).toHaveFocus();
  });

  it('opens on keywords the markup renderer writes after mount, by keyboard too', async () => {
    stubKeywordApi({ '8': definition('The general direction of change.') });
    await mountOnReading();
    const later = document.createElement('section');
    document.getElementById('reading')?.append(later);
    const root = createRoot(later);
    await act(async () =>
      root.render(<MarkupContent source="Describe the :keyword[trend]{id=8}." />),
    );

    const user = userEvent.setup();
    keyword('trend').focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The general direction of change.')).toBeInTheDocument();
    expect(keyword('trend')).toHaveAttribute('aria-expanded', 'true');
    act(() => root.unmount());
  });

  it('ignores keywords outside its scope', async () => {
    const requests = stubKeywordApi({ '7': definition('Far away.') });
    await mountOnReading();
    await userEvent.setup().click(screen.getByText('outlier'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('shows the AI badge for a definition that starts with the AI marker', async () => {
    stubKeywordApi({ '5': definition(AI_DEFINITION) });
    await mountOnReading();
    await userEvent.setup().click(keyword('latitude'));
    const dialog = screen.getByRole('dialog', { name: 'latitude' });
    expect(
      await within(dialog).findByText('Dictionary definition summarized with AI'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/measures how far north or south/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/::ai/)).not.toBeInTheDocument();
  });
});

describe('fetching', () => {
  it('caches definitions per id: a second opening makes no request and shows no loader', async () => {
    const requests = stubKeywordApi({ '3': definition('Middle value.') });
    await mountOnReading();
    const user = userEvent.setup();
    await user.click(keyword('median'));
    await screen.findByText('Middle value.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(keyword('median'));
    expect(screen.getByText('Middle value.')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('cancels a request still in flight when another keyword opens, silently', async () => {
    const requests = stubKeywordApi({ '3': () => 'hang', '5': definition('North or south.') });
    await mountOnReading();
    const user = userEvent.setup();
    await user.click(keyword('median'));
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    await user.click(keyword('latitude'));
    expect(await screen.findByText('North or south.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'latitude' })).toBeInTheDocument();
    expect(requests.map(pathOf)).toEqual([
      'GET /api/lookup/keyword/3/',
      'GET /api/lookup/keyword/5/',
    ]);
    expect(requests[0]?.signal.aborted).toBe(true);
    expect(requests[1]?.signal.aborted).toBe(false);
    expect(console.error).not.toHaveBeenCalled();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('only logs a failed fetch: the keyword stays, with no message and no loader', async () => {
    const requests = stubKeywordApi({ '3': () => new Response('boom', { status: 500 }) });
    await mountOnReading();
    const user = userEvent.setup();
    await user.click(keyword('median'));
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(String(vi.mocked(console.error).mock.calls[0]?.[0])).toMatch(/keyword 3/);

    const dialog = screen.getByRole('dialog', { name: 'median' });
    await waitFor(() => expect(within(dialog).queryByText('Loading...')).not.toBeInTheDocument());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/sorry|error|wrong/i);

    // A failure is not cached: the next opening asks again.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(keyword('median'));
    expect(requests).toHaveLength(2);
  });
});

describe('closing', () => {
  async function openMedian() {
    stubKeywordApi({ '3': definition('Middle value.') });
    await mountOnReading();
    const user = userEvent.setup();
    keyword('median').focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Middle value.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    return user;
  }

  it('closes on the close cross, with focus back on the keyword', async () => {
    const user = await openMedian();
    expect(keyword('median')).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(keyword('median')).toHaveFocus();
    expect(keyword('median')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape, with focus back on the keyword', async () => {
    const user = await openMedian();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(keyword('median')).toHaveFocus();
  });

  it('closes on an outside click; focus returns to the keyword unless the click put it elsewhere', async () => {
    const user = await openMedian();
    await user.click(screen.getByText(/is the middle value/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(keyword('median')).toHaveFocus();

    keyword('median').focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('stays open on clicks and scrolls inside the popover', async () => {
    const user = await openMedian();
    const dialog = screen.getByRole('dialog', { name: 'median' });
    await user.click(within(dialog).getByText('Middle value.'));
    fireEvent.scroll(within(dialog).getByText('Middle value.'));
    expect(screen.getByRole('dialog', { name: 'median' })).toBeInTheDocument();
  });

  it('closes on an outside scroll, with focus back on the keyword', async () => {
    await openMedian();
    act(() => {
      window.scrollTo(0, 120);
      fireEvent.scroll(document);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(keyword('median')).toHaveFocus();
  });

  it('stays open when the browser nudges the page a pixel to keep its place', async () => {
    await openMedian();
    act(() => {
      window.scrollTo(0, window.scrollY + 1);
      fireEvent.scroll(document);
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on a scroll of another scrolling area, however small', async () => {
    await openMedian();
    act(() => {
      fireEvent.scroll(document.body);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the open popover', async () => {
    const user = await openMedian();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});

describe('props', () => {
  it('defaults the scope to the whole page and refuses a selector that is not CSS', () => {
    expect(v.parse(KeywordPopoverProps, {})).toEqual({ scope: 'body' });
    const result = v.safeParse(KeywordPopoverProps, { scope: '#reading[' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('must be a valid CSS selector');
  });
});
