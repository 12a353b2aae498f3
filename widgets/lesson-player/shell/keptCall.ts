/**
 * A call the player made ahead of the view that needs it, kept with its outcome once it has
 * one: the view takes the call, and when the outcome is already in at its first render, it
 * renders once with it rather than waiting a frame for the promise.
 */
export interface KeptCall<T> {
  call: Promise<T>;
  /** Set when the call has answered (boxed, since the value itself may be undefined). */
  outcome?: { value: T };
}

export function keptCall<T>(call: Promise<T>): KeptCall<T> {
  const kept: KeptCall<T> = { call };
  void call.then((value) => (kept.outcome = { value }));
  return kept;
}
