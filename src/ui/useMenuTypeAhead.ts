import { useRef, useState, type KeyboardEvent } from 'react';
import { TYPE_AHEAD_RESET_MS, createTypeAhead, type TypeAheadItem } from './typeAhead';

const MENU_ITEMS = '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]';

/** Handlers for the menu's list element (MUI's MenuList). */
export interface MenuTypeAheadHandlers {
  onKeyDownCapture: (event: KeyboardEvent<HTMLElement>) => void;
  onKeyUpCapture: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * Type-ahead for a MUI Menu with the spec's buffer (section 9: it resets after 1 second):
 * `<Menu slotProps={{ list: typeAhead }}>`. Typing moves focus to the matching item (see
 * findTypeAheadMatch); nothing is selected until the person presses Enter or Space.
 *
 * MUI's MenuList has text navigation of its own (its buffer resets after 500 ms and matches the
 * start of an item's whole text) and no prop to turn it off. It runs in the list's bubbling
 * onKeyDown, so these handlers take every key the search uses in the capture phase and stop it
 * there: neither MUI's search nor the item (which a space would activate) sees it. Keys the
 * search does not take (arrows, Enter, Escape, Tab, a space before any typing, shortcuts with
 * Ctrl, Alt or Meta) go on to MUI as before.
 *
 * items: the search texts of the menu items, in the order the menu shows them; without it,
 * each item's text content is its label.
 */
export function useMenuTypeAhead(
  items?: readonly TypeAheadItem[],
  resetMs: number = TYPE_AHEAD_RESET_MS,
): MenuTypeAheadHandlers {
  // One buffer for the menu's lifetime; a later resetMs is not picked up.
  const [typeAhead] = useState(() => createTypeAhead({ resetMs }));
  // A space taken by the search must not click the item on its keyup (ButtonBase does that).
  const spaceTaken = useRef(false);

  return {
    onKeyDownCapture(event) {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const elements = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(MENU_ITEMS));
      const searchable = elements.map((element, index): TypeAheadItem => {
        const disabled = element.getAttribute('aria-disabled') === 'true';
        const given = items?.[index];
        return given
          ? { ...given, disabled: disabled || given.disabled === true }
          : { label: element.textContent ?? '', disabled };
      });
      const focused = event.currentTarget.ownerDocument.activeElement;
      const currentIndex = elements.findIndex((element) => element.contains(focused));
      const match = typeAhead.next(event.key, searchable, currentIndex);
      if (match === null) return;
      event.preventDefault();
      event.stopPropagation();
      if (event.key === ' ') spaceTaken.current = true;
      // No match leaves focus where it is, as a native listbox does.
      elements[match]?.focus();
    },
    onKeyUpCapture(event) {
      if (event.key !== ' ' || !spaceTaken.current) return;
      spaceTaken.current = false;
      event.preventDefault();
    },
  };
}
