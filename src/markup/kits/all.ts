/** The code loaded on demand (load.ts), in one file: each family's, and typesetting's. */
export * as question from './question';
export * as blocks from './blocks';
export * as video from './video';
export * as inline from './inline';
export * as math from '../math/mathjax';
