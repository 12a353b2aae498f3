/** How a Django template marks a slot: an element with an id, a widget name and JSON props. */
export interface SlotRequest {
  element: HTMLElement;
  widget: string;
  props: unknown;
}

export class SlotError extends Error {}

/**
 * Reads props from `data-props` (JSON) or from the `<script type="application/json">` that
 * `data-props-id` names, which is what Django's json_script filter writes.
 */
export function readSlotProps(element: HTMLElement): unknown {
  const scriptId = element.dataset.propsId;
  const raw = scriptId ? document.getElementById(scriptId)?.textContent : element.dataset.props;
  if (scriptId && raw == null) throw new SlotError(`no props script with id "${scriptId}"`);
  if (raw == null || raw.trim() === '') return {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new SlotError(`the props of slot "${element.id}" are not valid JSON`);
  }
}

/** All slots on the page that the loader has not handled yet. */
export function findSlots(root: ParentNode = document): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('[data-widget][id]')).filter(
    (element) => element.dataset.widgetState === undefined,
  );
}

export function resolveTarget(target: string | HTMLElement): HTMLElement {
  const element = typeof target === 'string' ? document.getElementById(target) : target;
  if (!(element instanceof HTMLElement))
    throw new SlotError(`no element with id "${String(target)}"`);
  return element;
}
