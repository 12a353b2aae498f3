/** The keyword popover: what opens it, on which keywords, and what it shows. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MarkupContent } from '@courses/runtime/markup';
import {
  definition,
  keyword,
  mountOnReading,
  pathOf,
  quietConsole,
  stubKeywordApi,
  unmountReading,
} from './testing/keywordPage';
import { popoverMount } from './popoverMount';
import type * as PopoverMountModuleNamespace from './popoverMount';
type PopoverMountModule = typeof PopoverMountModuleNamespace;

const AI_DEFINITION = `::ai{model="gpt-4o-mini" type=keyword}
**Latitude** measures how far north or south of the equator a place lies.`;

// Spied on (and run as it is) to show when the popover's React part loads.
vi.mock('./popoverMount', async (importOriginal) => {
  const original = await importOriginal<PopoverMountModule>();
  return { popoverMount: vi.fn(original.popoverMount) };
});

beforeEach(quietConsole);
afterEach(unmountReading);

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
