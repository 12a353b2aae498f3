/** User-facing strings. Those marked "spec" are word for word from the product specification. */

/** Spec section 9: the share tabs. */
export const TAB_LABELS = {
  link: 'Direct Link',
  classes: 'Share to Class',
  email: 'Email',
} as const;

/** Spec section 8: copy actions. */
export const COPIED_MESSAGE = 'Copied successfully';

/** Not in the spec: the clipboard refused, so the text is selected for a manual copy. */
export const COPY_FAILED_MESSAGE =
  'Your browser did not let us copy. The text is selected: press Ctrl+C (⌘C on a Mac) to copy it.';

/** Spec section 8: share success, with the kind word (dataset, data story or activity). */
export function sharedMessage(kindWord: string): string {
  return `Shared the ${kindWord} successfully!`;
}

/** Spec section 4: dataset privacy as shown to people. */
export const PRIVACY_LABELS = {
  Private: 'Private (Only Me)',
  Public: 'Public (Anyone with the link)',
} as const;

/** Spec section 5: the share-by-email form. */
export const EMAIL_FORM_MESSAGES = {
  url: 'Enter URL',
  email: 'Enter Email',
  from: 'Enter From',
} as const;
/** Not in the spec: an address the server would refuse, said before sending. */
export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address, like name@example.org';

/** Spec section 9: the loader label. */
export const LOADING_LABEL = 'Loading...';
