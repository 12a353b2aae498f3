import * as v from 'valibot';

/**
 * Control characters (C0 but tab and line breaks, DEL, C1). In a name they can hide or
 * reorder text in a review list, a log line or a CSV file, so names refuse them.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/;

/** A one-line name of at most `max` characters, without control characters. */
export function nameSchema(field: string, max: number) {
  return v.pipe(
    v.string(),
    v.maxLength(max, `${field} must have at most ${max} characters`),
    v.check(
      (text) => !CONTROL_CHARACTERS.test(text) && !LINE_BREAKS_AND_TABS.test(text),
      `${field} must not contain control characters`,
    ),
  );
}

/** Free text of at most `max` characters; line breaks and tabs allowed, other controls not. */
export function textSchema(field: string, max: number) {
  return v.pipe(
    v.string(),
    v.maxLength(max, `${field} must have at most ${max} characters`),
    v.check(
      (text) => !CONTROL_CHARACTERS.test(text),
      `${field} must not contain control characters`,
    ),
  );
}
