/**
 * The bar's name, on its button and as its landmark's label: in a module of its own, since the
 * rest of the bar's words (messages.ts) load with its controls, when it is first opened.
 */
export const BAR_TITLE = 'Reading support';
