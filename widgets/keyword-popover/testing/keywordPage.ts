/**
 * What the keyword popover's tests share: a reading with keywords as a Django template writes
 * it, the widget mounted on it, and a stand-in for the keyword definitions API.
 */
import { act } from 'react';
import { screen } from '@testing-library/react';
import { mount } from '../mount';

type Answer = Response | Promise<Response> | 'hang';

/** Answers GET /api/lookup/keyword/{id}/ per id; records every request. 'hang' waits for abort. */
export function stubKeywordApi(answers: Record<string, () => Answer>) {
  const requests: Request[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    if (!(input instanceof Request)) throw new Error('the client should pass a Request');
    requests.push(input);
    const id = /^\/api\/lookup\/keyword\/([^/]+)\/$/.exec(new URL(input.url).pathname)?.[1] ?? '';
    const answer = answers[id]?.() ?? new Response('not found', { status: 404 });
    if (answer !== 'hang') return answer;
    return new Promise<Response>((_resolve, reject) => {
      if (input.signal.aborted) reject(input.signal.reason);
      input.signal.addEventListener('abort', () => reject(input.signal.reason));
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}

export const definition = (data: string) => () =>
  new Response(JSON.stringify({ data }), { headers: { 'Content-Type': 'application/json' } });

export const pathOf = (request: Request) => `${request.method} ${new URL(request.url).pathname}`;

let unmount = () => {};

/** A reading as a Django template writes it, and the widget's slot. */
export async function mountOnReading(props: Record<string, unknown> = { scope: '#reading' }) {
  document.body.innerHTML = `
    <p>Page header text with <button type="button">Search</button></p>
    <article id="reading">
      <p>The <span class="markup-keyword" data-keyword-id="3" keyword_id="3" tabindex="0" role="button">median</span>
      is the middle value. Places at a high
      <span class="markup-keyword" data-keyword-id="5" keyword_id="5">latitude</span> get less sun.</p>
    </article>
    <aside><span class="markup-keyword" data-keyword-id="7" keyword_id="7">outlier</span></aside>
    <div id="keyword-root"></div>`;
  const slot = document.getElementById('keyword-root');
  if (!slot) throw new Error('no slot');
  await act(async () => {
    unmount = mount(slot, props);
  });
}

export const keyword = (name: string) => screen.getByRole('button', { name });

/** Before each test: the widget's logged errors and warnings are spied on, not printed. */
export function quietConsole(): void {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
}

/** After each test: the widget, the reading and the stubs go. */
export function unmountReading(): void {
  act(() => unmount());
  unmount = () => {};
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
