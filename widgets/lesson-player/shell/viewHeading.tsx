import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { Text, afterNextPaint, useFirstViewShown, type TypeVariant } from '@courses/runtime';
import { Outlet, useLocation, useNavigationType, type RouteObject } from '../router';
import { ensureLessonPlayerStyles } from '../lessonPlayerStyles';

/** What the player knows about moving between its views. */
export interface ViewNavigation {
  /** The person has moved inside the player (not just opened the page). */
  navigated: () => boolean;
  /** The host page's own title, kept after each view's name. */
  siteTitle: string;
  /** The heading of the view on screen, which takes focus when a change removes the control. */
  headingRef: { current: HTMLElement | null };
}

export const ViewNavigationContext = createContext<ViewNavigation>({
  navigated: () => false,
  siteTitle: '',
  headingRef: { current: null },
});

/**
 * Moves focus to the current view's heading after a change that turns the view into another
 * in place, as Enroll does (progress, Next instead of Enroll, answers that now save): the
 * person reads the changed view from its top, as after a move to another view.
 */
export function useFocusViewHeading(): () => void {
  const { headingRef } = useContext(ViewNavigationContext);
  // After React has committed the change.
  return useCallback(() => requestAnimationFrame(() => headingRef.current?.focus()), [headingRef]);
}

/**
 * The root of the player's routes: it tells whether the person has moved inside the player, by
 * a link or button (PUSH) or the browser's back and forward (POP) after opening; a redirect
 * (REPLACE) on opening is not a move. It notes a move while rendering, before the new view's
 * heading decides in its effect whether to take focus. The window title is put back when the
 * player goes.
 */
function ViewNavigationRoot() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [navigation] = useState(() => {
    let moved = false;
    return {
      openedAt: location.key,
      navigated: () => moved,
      siteTitle: document.title,
      headingRef: { current: null as HTMLElement | null },
      move: () => (moved = true),
    };
  });
  if (location.key !== navigation.openedAt && navigationType !== 'REPLACE') navigation.move();
  useEffect(() => {
    const title = navigation.siteTitle;
    return () => {
      document.title = title;
    };
  }, [navigation]);
  return (
    <ViewNavigationContext.Provider value={navigation}>
      <Outlet />
    </ViewNavigationContext.Provider>
  );
}

/** The player's routes under the root that tracks moves between views. */
export function withViewNavigation(routes: RouteObject[]): RouteObject[] {
  return [{ element: <ViewNavigationRoot />, children: routes }];
}

/** The window's title for a view: its name, then the host page's title. */
export function documentTitle(view: string, siteTitle: string): string {
  return siteTitle ? `${view} | ${siteTitle}` : view;
}

export type HeadingLevel = 1 | 2 | 3;

/** The level of the view headings on this page (headingLevel, or the page's outline). */
export const HeadingLevelContext = createContext<HeadingLevel>(1);

/**
 * The level of the player's view headings: the host's choice, else 2 when the page has an h1
 * of its own outside any lesson player (its title), else 1: the player is the page. Read when
 * the player starts, before its own h1 is in the page.
 */
export function pageHeadingLevel(chosen: HeadingLevel | undefined): HeadingLevel {
  if (chosen) return chosen;
  const pageHasH1 = Array.from(document.querySelectorAll('h1')).some(
    (heading) => !heading.closest('[data-testid="lesson-player.frame"]'),
  );
  return pageHasH1 ? 2 : 1;
}

interface ViewHeadingProps {
  /** The view's name in the window title, e.g. 'Step 2 of 3 – Lesson – Course'. */
  pageTitle: string;
  /** Focus moves again when this changes (a new step in the same route); default pageTitle. */
  viewKey?: string;
  variant?: TypeVariant;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * A view's heading, an h1 unless the page has its own (HeadingLevelContext). After every move inside the player (a link, Next, the dropdown), focus lands on
 * it and the window title names the view, so keyboard and screen-reader users start reading
 * the new view from its top and know where they are (WCAG 2.4.2, 2.4.3). Opening the page
 * leaves focus where the browser puts it.
 */
export function ViewHeading({
  pageTitle,
  viewKey,
  variant = 'h5',
  style,
  children,
}: ViewHeadingProps) {
  ensureLessonPlayerStyles();
  const ref = useRef<HTMLElement>(null);
  const { navigated, siteTitle, headingRef } = useContext(ViewNavigationContext);
  const key = viewKey ?? pageTitle;
  const level = useContext(HeadingLevelContext);
  // Every view of the player has its heading: once one is on screen, the player is usable.
  useFirstViewShown();

  useEffect(() => {
    const element = ref.current;
    headingRef.current = element;
    return () => {
      if (headingRef.current === element) headingRef.current = null;
    };
  }, [headingRef]);

  // After the view's first paint: setting the title costs the browser about 3 ms at 4x CPU on
  // every Next (`npm run bench`), which the paint of the new step need not wait for.
  useEffect(
    () =>
      afterNextPaint(() => {
        document.title = documentTitle(pageTitle, siteTitle);
      }),
    [pageTitle, siteTitle],
  );

  useEffect(() => {
    if (!navigated()) return;
    const focused = document.activeElement;
    // In the next frame, before its paint: focus needs the new view's style and layout, which
    // the frame works out anyway. Focused right after the commit, the browser would work them
    // out once for focus and again for the paint (a forced layout on every Next). Someone who
    // has moved focus meanwhile (a key pressed at once, a screen reader's own move) keeps it.
    const frame = requestAnimationFrame(() => {
      if (document.activeElement === focused) ref.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [key, navigated]);

  return (
    <Text
      component={`h${level}`}
      variant={variant}
      ref={ref}
      tabIndex={-1}
      className="courses-lesson-player-heading"
      style={style}
    >
      {children}
    </Text>
  );
}
