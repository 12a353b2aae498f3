import { render, screen, waitFor } from '@testing-library/react';
import {
  HeadingLevelContext,
  ViewHeading,
  ViewNavigationContext,
  pageHeadingLevel,
} from './viewHeading';

afterEach(() => document.body.replaceChildren());

function addToPage(html: string) {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
}

describe('the level of the player’s view headings', () => {
  test('is 1 where the player is the page', () => {
    addToPage('<header><p>Site</p></header>');
    expect(pageHeadingLevel(undefined)).toBe(1);
  });

  test('is 2 where the page has an h1 of its own', () => {
    addToPage('<h1>All widgets</h1>');
    expect(pageHeadingLevel(undefined)).toBe(2);
  });

  test('does not count an h1 of a lesson player already on the page', () => {
    addToPage('<div data-testid="lesson-player.frame"><h1>Courses</h1></div>');
    expect(pageHeadingLevel(undefined)).toBe(1);
  });

  test('is the host’s choice when the props give one', () => {
    addToPage('<h1>All widgets</h1>');
    expect(pageHeadingLevel(1)).toBe(1);
    document.body.replaceChildren();
    expect(pageHeadingLevel(3)).toBe(3);
  });
});

test('a view heading takes the level of its page', () => {
  render(
    <HeadingLevelContext.Provider value={2}>
      <ViewHeading pageTitle="Courses">Courses</ViewHeading>
    </HeadingLevelContext.Provider>,
  );
  expect(screen.getByRole('heading', { name: 'Courses' }).tagName).toBe('H2');
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
});

test('a view heading is the page’s h1 by default', () => {
  render(<ViewHeading pageTitle="Courses">Courses</ViewHeading>);
  expect(screen.getByRole('heading', { level: 1, name: 'Courses' })).toBeInTheDocument();
});

describe('after a move inside the player', () => {
  function moved(children: React.ReactNode) {
    return (
      <ViewNavigationContext.Provider
        value={{ navigated: () => true, siteTitle: '', headingRef: { current: null } }}
      >
        {children}
      </ViewNavigationContext.Provider>
    );
  }
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

  test("focus lands on the new view's heading in the next frame", async () => {
    render(moved(<ViewHeading pageTitle="Step 2 of 3">Step 2</ViewHeading>));
    await nextFrame();
    expect(screen.getByRole('heading', { name: 'Step 2' })).toHaveFocus();
  });

  test('focus given elsewhere before that frame stays where it was given', async () => {
    render(
      moved(
        <>
          <ViewHeading pageTitle="Step 2 of 3">Step 2</ViewHeading>
          <button type="button">Feedback</button>
        </>,
      ),
    );
    screen.getByRole('button', { name: 'Feedback' }).focus();
    await nextFrame();
    expect(screen.getByRole('button', { name: 'Feedback' })).toHaveFocus();
  });
});

test('the window title names the view once the view has been painted, after the site', async () => {
  document.title = 'Courses demo';
  const { rerender } = render(
    <ViewNavigationContext.Provider
      value={{ navigated: () => true, siteTitle: 'Courses demo', headingRef: { current: null } }}
    >
      <ViewHeading pageTitle="Step 1 of 3 – Averages">Averages</ViewHeading>
    </ViewNavigationContext.Provider>,
  );
  // Not in the commit that shows the view: the frame that paints it does not wait for it.
  expect(document.title).toBe('Courses demo');
  await waitFor(() => expect(document.title).toBe('Step 1 of 3 – Averages | Courses demo'));
  rerender(
    <ViewNavigationContext.Provider
      value={{ navigated: () => true, siteTitle: 'Courses demo', headingRef: { current: null } }}
    >
      <ViewHeading pageTitle="Step 2 of 3 – Averages">Averages</ViewHeading>
    </ViewNavigationContext.Provider>,
  );
  await waitFor(() => expect(document.title).toBe('Step 2 of 3 – Averages | Courses demo'));
});
