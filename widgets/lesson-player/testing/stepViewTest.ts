/** What the step view's tests share: a fake server per test, and the queries they read with. */
import { screen, waitFor } from '@testing-library/react';
import { clearToasts } from '@courses/runtime/testing';
import { STEP_ANSWERS_KEY } from '../step/answerStorage';
import { FakeServer } from './renderStep';

/** A fake server for one test; the runtime's logged API errors are silenced meanwhile. */
export function startStepServer(): FakeServer {
  const server = new FakeServer().install();
  // Swallowed API errors (a 404 for a step with no saved answers) are logged by the runtime.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return server;
}

/** Undoes startStepServer and empties the toasts the test left. */
export async function stopStepServer(): Promise<void> {
  await clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}

export const ready = () =>
  waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
export const cityField = () =>
  screen.getByRole('textbox', { name: 'Which city has the warmer January?' });
export const trendGroup = () =>
  screen.getByRole('radiogroup', { name: 'Which city warms fastest in spring?' });
export const button = (name: string) => screen.getByRole('button', { name });
/** The answers kept in session storage, by step. */
export const stored = () =>
  JSON.parse(sessionStorage.getItem(STEP_ANSWERS_KEY) ?? 'null') as unknown;

export async function bodyOf(request: Request | undefined): Promise<Record<string, unknown>> {
  if (!request) throw new Error('no such request');
  return (await request.clone().json()) as Record<string, unknown>;
}
