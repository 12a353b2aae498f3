import { Suspense, useEffect, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  currentUserAtom,
  openedLazily,
  preferenceChangesOnPageAtom,
  setPreferenceAtom,
} from '@courses/runtime';
import { followingFocusTarget } from './focusAfter';
import { TOUR_VERSION } from './messages';
import { TourOffer } from './TourOffer';

// Loaded when the reader takes the tour.
const TourDialog = openedLazily(() => import('./TourDialog').then((m) => m.TourDialog));

/**
 * Whether to offer the tour: to a logged-in user whose preferences lack tour 'v1' (spec section
 * 3). Decided in the same render as the layout around it, which has the user already: an
 * offer that came a moment later would push the loading step down the page (measured: 150 px,
 * a layout shift of 0.009 on a course step). Where the user is still on its way, only the
 * offer waits (FirstVisitTour's own Suspense).
 */
function useOfferTour(): boolean {
  const user = useAtomValue(currentUserAtom);
  const changes = useAtomValue(preferenceChangesOnPageAtom);
  return user !== null && { ...user.user_preferences, ...changes }.tour !== TOUR_VERSION;
}

/**
 * The first-visit tour: an offer at the top of the player and the tour dialog it opens. Renders
 * nothing for visitors, for users who have seen it, and until the user is known.
 *
 * Done, closing the dialog and Not now all save tour 'v1' through the page store (at once on
 * the page, and on the server so the offer does not come back). The offer then goes; focus,
 * which was in it or in the dialog it opened, moves on to what follows it in the page.
 */
export function FirstVisitTour() {
  return (
    <Suspense fallback={null}>
      <TourOfferAndDialog />
    </Suspense>
  );
}

function TourOfferAndDialog() {
  const offer = useOfferTour();
  const setPreference = useSetAtom(setPreferenceAtom);
  const [touring, setTouring] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const offerRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const focusAfter = useRef<HTMLElement | null>(null);

  // The button that had focus, or the dialog's opener, is gone with the offer: without this,
  // focus would fall to the page's body and keyboard users would start again from the top.
  useEffect(() => {
    if (!dismissed) return;
    const active = document.activeElement;
    if (active === null || active === document.body) focusAfter.current?.focus();
  }, [dismissed]);

  if (!offer || dismissed) return null;

  const dismiss = () => {
    focusAfter.current = followingFocusTarget(offerRef.current, dialogRef.current);
    setDismissed(true);
    void setPreference({ key: 'tour', value: TOUR_VERSION });
  };

  return (
    <>
      <TourOffer ref={offerRef} onTakeTour={() => setTouring(true)} onNotNow={dismiss} />
      <TourDialog ref={dialogRef} open={touring} onClose={dismiss} />
    </>
  );
}
