/**
 * What the data tool's widget tests share: mounting it in a slot, hearing the events it sends,
 * a stand-in server, and what each test sets up and leaves clean.
 */
import { act } from 'react';
import { waitFor } from '@testing-library/react';
import { closeSnackbar } from 'notistack';
import { ensureToastArea } from '@courses/runtime';
import { mount } from '../mount';
import { CITIES } from './cities';

export const dataset = { name: CITIES.name, columns: CITIES.columns, rows: CITIES.rows };

let unmountWidget: () => void = () => {};

export async function mountWidget(props: Record<string, unknown>): Promise<HTMLElement> {
  const slot = document.createElement('div');
  slot.id = 'data-tool-root';
  document.body.append(slot);
  await act(async () => {
    unmountWidget = mount(slot, props);
  });
  return slot;
}

/** Unmounts the widget mounted last. */
export function unmount(): void {
  unmountWidget();
}

const stopListening: (() => void)[] = [];
/** Events that started anywhere but the slot; checked after each test. */
const strayTargets: string[] = [];

/**
 * Every detail of `name` the slot sends, as a host listening on document hears them (so the
 * event bubbles), started on the slot (so the host knows which widget spoke).
 */
export function listen<T>(name: string): T[] {
  const heard: T[] = [];
  const onEvent = (event: Event) => {
    const target = event.target as HTMLElement;
    if (target.id !== 'data-tool-root') strayTargets.push(target.tagName);
    heard.push((event as CustomEvent<T>).detail);
  };
  document.addEventListener(name, onEvent);
  stopListening.push(() => document.removeEventListener(name, onEvent));
  return heard;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function stubFetch(respond: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      requests.push(input.clone());
      return respond(input);
    }),
  );
  return requests;
}

/**
 * Marks on the graph, counted as cases: dots are one path per series carrying data-count (not
 * an element each), bars one element each. Selection highlights are drawn again, not counted.
 */
export const marks = (slot: HTMLElement) =>
  [...slot.querySelectorAll<SVGElement>('[data-mark]:not([data-mark="selected"])')].reduce(
    (sum, mark) => sum + Number(mark.dataset.count ?? 1),
    0,
  );

/** Before each test: a visitor's page unless the test says otherwise, and the toast area. */
export function setUpDataTool(): void {
  // No request leaves for a real server.
  stubFetch(() => json({ detail: 'Authentication credentials were not provided.' }, 403));
  // The toast area loads notistack with the first toast; tearDownDataTool empties it.
  ensureToastArea();
}

/** After each test: no event started outside the slot; the toasts, widget and stubs go. */
export async function tearDownDataTool(): Promise<void> {
  stopListening.splice(0).forEach((stop) => stop());
  expect(strayTargets.splice(0)).toEqual([]);
  act(() => closeSnackbar());
  await waitFor(() => expect(document.querySelector('.notistack-MuiContent')).toBeNull());
  act(() => unmountWidget());
  unmountWidget = () => {};
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
