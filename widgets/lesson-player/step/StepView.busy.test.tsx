/** The step view holds the page busy (src/ui/pageBusy.ts) until its answers have loaded. */
import { waitFor } from '@testing-library/react';
import { whenPageFree } from '@courses/runtime';
import { renderStep } from '../testing/renderStep';
import { ready, startStepServer, stopStepServer } from '../testing/stepViewTest';

beforeEach(() => {
  startStepServer();
});
afterEach(stopStepServer);

it('keeps work that can wait (MathJax starting) back until the step can be answered', async () => {
  let answer!: () => void;
  const answersHeld = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const fetchMock = vi.mocked(globalThis.fetch);
  const serve = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.method === 'GET' && request.url.includes('/api/course-response/'))
      await answersHeld;
    return serve(request);
  });
  await renderStep();
  const heavy = vi.fn();
  whenPageFree(heavy);
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(heavy).not.toHaveBeenCalled();
  answer();
  await ready();
  await waitFor(() => expect(heavy).toHaveBeenCalledTimes(1));
});
