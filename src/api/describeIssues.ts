import type * as v from 'valibot';

/** Formats valibot issues as `path.to.field: message; ...` so a log names the bad field. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = issue.path?.map((item) => String(item.key)).join('.') || '(root)';
      return `${path}: ${issue.message}`;
    })
    .join('; ');
}
