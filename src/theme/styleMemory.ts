import type { EmotionCache } from '@emotion/react';
import { RELEASE } from '../loader/release';

/**
 * The widgets' styles, remembered between page loads. Emotion turns every style a component
 * renders into CSS at run time (its stylis compiler, then one insertRule per rule): on a school
 * laptop that was a sixth of the main thread of opening a step. Each rule's class name is a
 * hash of its styles, so CSS made once is right for that name on every later page. The rules
 * a page made are kept in local storage for the release; the loader puts them back in the
 * page before Emotion starts, as Emotion's own server rendering does, and Emotion then skips
 * every style it finds there (its cache hydrates from `style[data-emotion="css …"]`).
 */
const STORAGE_KEY = 'courses.styles';
/** What a site's origin spends on them at most, in characters of CSS. */
export const STYLE_MEMORY_MAX_CHARS = 300_000;
/** Emotion's class names: a hash, then labels (e.g. `1kd7wgr-MuiButton-root`). */
const NAME_PATTERN = /^[\w-]+$/;

interface StoredStyles {
  release: string;
  names: string[];
  css: string[];
}

function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // a sandboxed frame is denied storage at all
  }
}

function readStored(storage: Storage, release: string): Map<string, string> {
  const rules = new Map<string, string>();
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Partial<StoredStyles>;
    if (stored?.release !== release || !Array.isArray(stored.names)) return rules;
    const css = Array.isArray(stored.css) ? stored.css : [];
    stored.names.forEach((name, index) => {
      const text = css[index];
      if (typeof name === 'string' && NAME_PATTERN.test(name) && typeof text === 'string')
        rules.set(name, text);
    });
  } catch {
    // Unreadable or not ours: nothing is remembered.
  }
  return rules;
}

/**
 * Puts the styles remembered for this release into the page, for Emotion to take as already
 * inserted. Called by the loader before any widget's code runs; returns how many.
 */
export function restoreStyles(
  storage: Storage | null = localStore(),
  release: string = RELEASE.id,
  page: Document = document,
): number {
  if (!storage) return 0;
  const rules = readStored(storage, release);
  if (rules.size === 0) return 0;
  const style = page.createElement('style');
  style.setAttribute('data-emotion', `css ${[...rules.keys()].join(' ')}`);
  // Already in the head: Emotion need not move it there.
  style.setAttribute('data-s', '');
  style.textContent = [...rules.values()].join('');
  page.head.appendChild(style);
  return rules.size;
}

const watched = new WeakSet<EmotionCache>();

/**
 * Records the CSS Emotion makes from now on in `cache`, by class name, and returns the save
 * that merges it into what is remembered (within STYLE_MEMORY_MAX_CHARS). Once per cache.
 */
export function rememberStyles(
  cache: EmotionCache,
  storage: Storage | null = localStore(),
  release: string = RELEASE.id,
): () => void {
  if (!storage || watched.has(cache)) return () => {};
  watched.add(cache);
  const learned = new Map<string, string>();
  let recording: string | null = null;
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const outer = recording;
    // Only the page-wide rules of a class name; global styles are made again on every mount.
    const kept =
      shouldCache && sheet === cache.sheet && cache.inserted[serialized.name] === undefined;
    recording = kept ? serialized.name : null;
    try {
      return insert(selector, serialized, sheet, shouldCache);
    } finally {
      recording = outer;
    }
  };
  const sheetInsert = cache.sheet.insert.bind(cache.sheet);
  cache.sheet.insert = (rule: string) => {
    if (recording !== null) learned.set(recording, (learned.get(recording) ?? '') + rule);
    sheetInsert(rule);
  };
  return () => {
    if (learned.size === 0) return;
    const rules = readStored(storage, release);
    let size = [...rules.values()].reduce((sum, css) => sum + css.length, 0);
    for (const [name, css] of learned) {
      if (rules.has(name) || size + css.length > STYLE_MEMORY_MAX_CHARS) continue;
      rules.set(name, css);
      size += css.length;
    }
    learned.clear();
    const stored: StoredStyles = { release, names: [...rules.keys()], css: [...rules.values()] };
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify(stored));
    } catch {
      // A full storage keeps what it had: the page made its styles itself anyway.
    }
  };
}
