/**
 * Accordions (`:::accordion`) and alerts (`:::alert`), loaded only for content that has them
 * (see load.ts): their analysis and their finished frames.
 */
import type { DirectiveAnalysers } from '../analyse/context';
import { analyseAccordion, analyseAlert } from '../constructs/blocks';
import type { Walk } from '../html/finishDom';
import type { PlacedConstruct } from '../html/placed';
import type { AlertIconName } from '../icons';
import { isOneOf } from '../../typeGuards/isOneOf';
import { ALERT_TYPES, copyOf, el, iconElement, isAlertIconName, replaceWithChildren } from './core';

export const analysers: DirectiveAnalysers = {
  container: { accordion: analyseAccordion, alert: analyseAlert },
};

/**
 * An accordion's empty frame: its button (title and chevron) and its panel. The panel is not a
 * region landmark: a long lesson has a hundred and more accordions, and that many landmarks
 * drown the page's own in a screen reader's list (WAI-ARIA practices keep region for a few).
 * The button's aria-expanded and aria-controls tell what it shows.
 */
function accordionFrame(doc: Document): Element {
  const button = el(doc, 'button', { type: 'button', class: 'markup-accordion-button' }, [
    el(doc, 'span'),
    iconElement(doc, 'arrow-right', 'markup-accordion-chevron'),
  ]);
  const panel = el(doc, 'div', { class: 'markup-accordion-panel' });
  return el(doc, 'div', { class: 'markup-accordion' }, [button, panel]);
}

/** An alert's empty frame of one type and icon: the icon's box and the message's. */
function alertFrame(doc: Document, type: string, icon: AlertIconName): Element {
  return el(
    doc,
    'div',
    { role: 'note', class: `markup-alert markup-alert-${type}`, 'data-alert-type': type },
    [
      el(doc, 'div', { class: 'markup-alert-icon-box' }, [
        iconElement(doc, icon, 'markup-alert-icon'),
      ]),
      el(doc, 'div', { class: 'markup-alert-message' }),
    ],
  );
}

export function finishAccordion(
  construct: Extract<PlacedConstruct, { kind: 'accordion' }>,
  element: Element,
  walk: Walk,
): void {
  const { doc } = walk;
  const { open } = construct;
  const accordion = copyOf(doc, 'accordion', () => accordionFrame(doc));
  const button = accordion.firstChild as Element;
  const panel = accordion.lastChild as Element;
  accordion.setAttribute('data-open', String(open));
  accordion.setAttribute('data-accordion', String(construct.index + 1));
  button.setAttribute('aria-expanded', String(open));
  button.firstChild!.textContent = construct.title;
  if (!open) panel.setAttribute('hidden', '');
  replaceWithChildren(element, accordion, panel);
  walk.found.push(accordion);
}

export function finishAlert(
  construct: Extract<PlacedConstruct, { kind: 'alert' }>,
  element: Element,
  walk: Walk,
): void {
  const { doc } = walk;
  const type = isOneOf(ALERT_TYPES, construct.type) ? construct.type : 'info';
  const icon = isAlertIconName(construct.icon) ? construct.icon : (type as AlertIconName);
  const { title } = construct;
  const alert = copyOf(doc, `alert ${type} ${icon}`, () => alertFrame(doc, type, icon));
  const message = alert.lastChild as Element;
  if (title) message.append(el(doc, 'div', { class: 'markup-alert-title' }, [title]));
  replaceWithChildren(element, alert, message);
}
