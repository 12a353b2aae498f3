/** The keyword popover: what closes it, where focus goes, and what keeps it open. */
import { act } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  definition,
  keyword,
  mountOnReading,
  quietConsole,
  stubKeywordApi,
  unmountReading,
} from './testing/keywordPage';

beforeEach(quietConsole);
afterEach(unmountReading);

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
