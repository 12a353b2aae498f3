/**
 * Input limits a backend must enforce and the document states. The development server's own
 * constants are checked against these (tests/server/openApiDocument.test.ts), so the document,
 * docs/api.md and the server cannot disagree.
 */

/** A CSV upload (new user dataset or a replaced table) is at most 20 MB... */
export const CSV_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** ...which holds about 100,000 cases of a dozen columns; rows are not counted. */
export const CSV_UPLOAD_TYPICAL_CASES = 100_000;
/** A dataset has at most 100 columns. */
export const CSV_MAX_COLUMNS = 100;
/** A dataset's name has at most 200 characters. */
export const DATASET_NAME_MAX_CHARS = 200;
/** Any other request body is at most 10 MB (a plot image's data URL is the largest). */
export const REQUEST_BODY_MAX_BYTES = 10 * 1024 * 1024;

/** The limits as docs/api.md and the document word them. */
export const CSV_UPLOAD_LIMITS_TEXT =
  `At most 20 MB (about ${CSV_UPLOAD_TYPICAL_CASES.toLocaleString('en-US')} cases of a dozen columns; rows are not counted) ` +
  `and ${CSV_MAX_COLUMNS} columns; a larger file is refused (400, or 413 from the body's Content-Length before it is read).`;
