/** The keyword popover: fetching definitions (cached, cancelled, failed). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  definition,
  keyword,
  mountOnReading,
  pathOf,
  quietConsole,
  stubKeywordApi,
  unmountReading,
} from './testing/keywordPage';

beforeEach(quietConsole);
afterEach(unmountReading);

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
