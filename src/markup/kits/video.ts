/**
 * Embedded videos, simulations and pages (`::video`), loaded only for content that has them
 * (see load.ts): their analysis, their finished places and the frames made in them when shown.
 */
import type { DirectiveAnalysers } from '../analyse/context';
import { analyseVideo } from '../constructs/video';
import type { Walk } from '../html/finishDom';
import type { PlacedConstruct } from '../html/placed';
import { finishInPlace, isAllowedFrameUrl, positive, problemMark } from './core';

export const analysers: DirectiveAnalysers = { leaf: { video: analyseVideo } };

export function finishVideo(
  construct: Extract<PlacedConstruct, { kind: 'video' }>,
  element: Element,
  walk: Walk,
): void {
  const { src } = construct;
  const title = construct.title || 'Embedded content';
  const width = positive(construct.width) ?? '560';
  const height = positive(construct.height) ?? '315';
  // The same rule analysis applied (web or site addresses, allowed hosts), checked again.
  if (!isAllowedFrameUrl(src, walk.frameHosts)) {
    element.replaceWith(problemMark(walk.doc, title, "This frame's address is not allowed."));
    return;
  }
  // The frame itself is made by the view (prepareFrame below): a frame in the parse's inert
  // document would be one more to set up for nothing. The construct's own element becomes its
  // place.
  finishInPlace(element, {
    class: 'markup-frame-slot',
    'data-src': src,
    'data-title': title,
    'data-width': width,
    'data-height': height,
  });
  walk.found.push(element);
}

const FRAME_ALLOW =
  'accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen';

/** A frame's size, from its slot, and the style that keeps its proportions when narrowed. */
function frameSize(slot: Element) {
  const width = slot.getAttribute('data-width') ?? '560';
  const height = slot.getAttribute('data-height') ?? '315';
  return { width, height, style: `max-width: ${width}px; aspect-ratio: ${width} / ${height}` };
}

/** An embedded video, simulation or page, from its slot (the parse checked its address). */
function frame(page: Document, slot: Element): HTMLIFrameElement {
  const iframe = page.createElement('iframe');
  const attributes: Record<string, string> = {
    class: 'markup-video',
    src: slot.getAttribute('data-src') ?? '',
    title: slot.getAttribute('data-title') ?? '',
    ...frameSize(slot),
    loading: 'lazy',
    allow: FRAME_ALLOW,
    referrerpolicy: 'strict-origin-when-cross-origin',
  };
  for (const [name, value] of Object.entries(attributes)) iframe.setAttribute(name, value);
  return iframe;
}

/**
 * Readies a frame's place for one view: kept, in the frame's size, for `framesWhenNear` when
 * the page can tell when it comes near (returns true), else made into its frame at once.
 */
export function prepareFrame(page: Document, slot: Element, canWait: boolean): boolean {
  if (!canWait) {
    slot.replaceWith(frame(page, slot));
    return false;
  }
  slot.setAttribute('style', frameSize(slot).style);
  return true;
}

/**
 * How near the reader a frame's place must come for the frame to be made. Each frame costs the
 * browser a document of its own even before it loads (measured in Chromium: 1.5 to 6 ms each,
 * in and out of the page), so every frame waits in a place of its size until the reader comes
 * within a screen of it; those already on screen are made right after the first layout.
 */
const FRAME_MARGIN = '100% 0px';

/** Makes the frames of `slots` when they come near the screen; returns the stop. */
export function framesWhenNear(page: Document, slots: Element[]): () => void {
  const view = page.defaultView;
  if (slots.length === 0 || !view) return () => {};
  const observer = new view.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        entry.target.replaceWith(frame(page, entry.target));
      }
    },
    { rootMargin: FRAME_MARGIN },
  );
  for (const slot of slots) observer.observe(slot);
  return () => observer.disconnect();
}
