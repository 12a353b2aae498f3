/** Types of checkPathCase.mjs. */
export function caseClashes(paths: string[]): [string, string][];
