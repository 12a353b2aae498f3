import type { ConstructFamily } from './families';
import type * as MathJaxKit from '../math/mathjax';
import type * as BlocksKit from './blocks';
import type * as InlineKit from './inline';
import type * as QuestionKit from './question';
import type * as VideoKit from './video';

/**
 * Each family's code, as its module exports it, and typesetting's (only types here: the code
 * loads apart).
 */
export interface Kits {
  question: typeof QuestionKit;
  blocks: typeof BlocksKit;
  video: typeof VideoKit;
  inline: typeof InlineKit;
  math: typeof MathJaxKit;
}

let loaded: Kits | null = null;

/** Makes the families' code, once downloaded (load.ts), the one parses and views use. */
export function registerKits(kits: Kits | null): void {
  loaded = kits;
}

export function areKitsLoaded(): boolean {
  return loaded !== null;
}

/** A parse or a view reached a construct whose code was not loaded first (see load.ts). */
export class KitNotLoadedError extends Error {
  constructor(family: ConstructFamily) {
    super(`the code of the markup's ${family} constructs is not loaded`);
    this.name = 'KitNotLoadedError';
  }
}

/** A family's code, which must be loaded (load.ts) before content that uses it is parsed. */
export function kit<F extends ConstructFamily>(family: F): Kits[F] {
  if (!loaded) throw new KitNotLoadedError(family);
  return loaded[family];
}

/** The typesetting code, once loaded. */
export function loadedMath(): Kits['math'] | null {
  return loaded?.math ?? null;
}
