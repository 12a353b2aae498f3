/** Spec section 8, word for word. */
export const FRAME_COPIED_MESSAGE = 'iFrame copied successfully';
export const URL_COPIED_MESSAGE = 'URL copied successfully';

/** Not in the spec: says what went wrong and what to do, since the text is already selected. */
export const COPY_FAILED_MESSAGE =
  'Your browser did not let us copy. The text is selected: press Ctrl+C (⌘C on a Mac) to copy it.';

/** Spec section 9: the loader label. */
export const LOADING_LABEL = 'Loading...';
