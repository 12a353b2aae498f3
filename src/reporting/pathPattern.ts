/**
 * A path segment kept as it is: a route's own word (`user-lessons`, `sharewith-google`). Any
 * other segment (a number, a code, a username, an encoded value) may name a person or their
 * work and becomes `:id`.
 */
const ROUTE_WORD = /^[a-z][a-z_-]{0,31}$/;

/** `/api/user-lessons/42/steps/7/?q=x` → `/api/user-lessons/:id/steps/:id/` (no query, no fragment). */
export function pathPattern(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare
    .split('/')
    .map((segment) => (segment === '' || ROUTE_WORD.test(segment) ? segment : ':id'))
    .join('/');
}
