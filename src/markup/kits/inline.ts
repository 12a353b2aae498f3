/**
 * Coloured text (`:color`), icons (`:icon`) and partner logos (`:partner-icon`), loaded only for
 * content that has them (see load.ts): their analysis, their finished elements and the partner
 * logos filled in when shown.
 */
import type { DirectiveAnalysers } from '../analyse/context';
import { normaliseColor } from '../colors';
import { analyseColor, analyseIcon, analysePartnerIcon } from '../constructs/inline';
import type { Walk } from '../html/finishDom';
import type { PlacedConstruct } from '../html/placed';
import { loadPartnerIcons } from '../partner/partnerIcons';
import { finishInPlace, iconElement, isIconName } from './core';

export const analysers: DirectiveAnalysers = {
  text: { color: analyseColor, icon: analyseIcon, 'partner-icon': analysePartnerIcon },
};

export function finishColor(
  construct: Extract<PlacedConstruct, { kind: 'color' }>,
  element: Element,
): void {
  const color = normaliseColor(construct.color);
  finishInPlace(element, { class: 'markup-color', style: color ? `color: ${color}` : null });
}

export function finishIcon(
  construct: Extract<PlacedConstruct, { kind: 'icon' }>,
  element: Element,
  walk: Walk,
): void {
  if (isIconName(construct.name)) element.replaceWith(iconElement(walk.doc, construct.name));
  else element.remove();
}

export function finishPartnerIcon(
  construct: Extract<PlacedConstruct, { kind: 'partner-icon' }>,
  element: Element,
  walk: Walk,
): void {
  // Filled in when shown, and only on a partner host (showPartnerIcons).
  finishInPlace(element, {
    class: 'markup-partner-slot',
    'data-partner-icon': construct.value,
  });
  walk.found.push(element);
}

/** Puts the partner logos in their places once the page has them, while `current`. */
export function showPartnerIcons(page: Document, slots: Element[], current: () => boolean): void {
  void loadPartnerIcons().then((icons) => {
    if (!current()) return;
    for (const slot of slots) {
      const value = slot.getAttribute('data-partner-icon') ?? '';
      const url = icons.get(value);
      if (!url) continue;
      const image = page.createElement('img');
      image.className = 'markup-partner-icon';
      image.src = url;
      image.alt = value;
      slot.replaceWith(image);
    }
  });
}
