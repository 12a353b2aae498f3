/** Reads a JSON column; a damaged value falls back instead of failing the whole request. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (text === null || text === undefined || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Current time as stored in the database (ISO 8601, UTC). */
export function nowIso(): string {
  return new Date().toISOString();
}

/** SQLite has no booleans: 0/1 in, true/false out. */
export function bool(value: unknown): boolean {
  return value === 1 || value === true;
}
