import type { RequestOptions } from '../client';

/** What every endpoint function accepts besides its own arguments. */
export interface CallOptions {
  /** Aborts the request (a newer request replaced it, or the widget unmounted). */
  signal?: AbortSignal;
}

/** Adds the signal only when there is one (exactOptionalPropertyTypes forbids `undefined`). */
export function requestOptions(options: CallOptions, extra: RequestOptions = {}): RequestOptions {
  return options.signal ? { ...extra, signal: options.signal } : extra;
}

/** Encodes one path segment. */
export function seg(value: string | number): string {
  return encodeURIComponent(String(value));
}
