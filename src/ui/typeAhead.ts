/** Spec section 9: a dropdown's type-ahead buffer resets after 1 second. */
export const TYPE_AHEAD_RESET_MS = 1000;

/** One entry of a list searched by typing, in the order the list shows them. */
export interface TypeAheadItem {
  /** The visible label, matched by its beginning as in a native listbox (case-insensitive). */
  label: string;
  /**
   * Other texts that pick the item only when typed in full, ahead of any label: a step's
   * number, so that '1' then '2' reaches Step 12 instead of cycling through Step 1, Step 10….
   */
  keys?: readonly string[];
  /** Skipped by the search. */
  disabled?: boolean;
}

export interface TypeAheadOptions {
  /** Quiet time after which the next key starts a new search. */
  resetMs?: number;
  /** The clock, in milliseconds; tests pass a fake one. */
  now?: () => number;
}

export interface TypeAhead {
  /** What has been typed so far; empty once resetMs passed without a key. */
  readonly buffer: string;
  /**
   * Adds one key to the buffer and returns the buffer, or null when the key is not part of a
   * search (not a single printable character, or a space with no search under way: that space
   * belongs to the item, which it activates).
   */
  type(key: string): string | null;
  /**
   * Types one key and finds the item to move to: its index, -1 when nothing matches (focus
   * should stay where it is), or null when the key is not part of a search (see type).
   */
  next(key: string, items: readonly TypeAheadItem[], currentIndex: number): number | null;
  reset(): void;
}

/**
 * The type-ahead buffer of a dropdown. Pure apart from the clock it is given: no timers, the
 * buffer simply counts as empty once resetMs passed since the last key.
 */
export function createTypeAhead({
  resetMs = TYPE_AHEAD_RESET_MS,
  now = () => performance.now(),
}: TypeAheadOptions = {}): TypeAhead {
  let typed = '';
  let lastKeyAt = Number.NEGATIVE_INFINITY;

  const current = () => (now() - lastKeyAt >= resetMs ? '' : typed);

  const type = (key: string): string | null => {
    // Named keys ('Enter', 'ArrowDown', 'Shift') are longer than one character; a spread
    // counts an emoji or other astral character as one.
    if ([...key].length !== 1) return null;
    const buffer = current();
    if (key === ' ' && buffer === '') return null;
    typed = buffer + key;
    lastKeyAt = now();
    return typed;
  };

  return {
    get buffer() {
      return current();
    },
    type,
    next(key, items, currentIndex) {
      const buffer = type(key);
      return buffer === null ? null : findTypeAheadMatch(items, buffer, currentIndex);
    },
    reset() {
      typed = '';
      lastKeyAt = Number.NEGATIVE_INFINITY;
    },
  };
}

function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trimStart().toLowerCase();
}

/**
 * The item a buffer leads to, or -1. In order:
 * 1. an item with a key equal to the whole buffer (from the current item on);
 * 2. a buffer of one repeated character ('s', 'ss') cycles through the items whose label begins
 *    with it, starting after the current item, as native listboxes do;
 * 3. otherwise, from the current item on, an item whose whole label is the buffer, else the
 *    first whose label begins with it: 'step 1' is Step 1 even when Step 10 comes first.
 */
export function findTypeAheadMatch(
  items: readonly TypeAheadItem[],
  buffer: string,
  currentIndex: number,
): number {
  const search = normalize(buffer);
  if (search === '' || items.length === 0) return -1;
  const labels = items.map((item) => normalize(item.label));
  const from = Math.max(currentIndex, 0);

  /** The first enabled index, going round the list once from start, that passes test. */
  const first = (start: number, test: (index: number) => boolean): number => {
    for (let step = 0; step < items.length; step++) {
      const index = (start + step) % items.length;
      if (!items[index]?.disabled && test(index)) return index;
    }
    return -1;
  };

  const byKey = first(from, (i) => items[i]?.keys?.some((k) => normalize(k) === search) ?? false);
  if (byKey !== -1) return byKey;

  const chars = [...search];
  const head = chars[0] ?? '';
  if (chars.every((char) => char === head)) {
    return first(currentIndex + 1, (i) => labels[i]?.startsWith(head) ?? false);
  }

  const whole = first(from, (i) => labels[i] === search);
  if (whole !== -1) return whole;
  return first(from, (i) => labels[i]?.startsWith(search) ?? false);
}
