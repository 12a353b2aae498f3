import { act, screen, waitFor } from '@testing-library/react';
import { openDatasetPopup } from '@courses/runtime';
import { stubServer, student } from './testing/fakeServer';
import { mount } from './mount';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function slot(): HTMLElement {
  const element = document.createElement('div');
  element.id = 'dataset-popups-root';
  document.body.append(element);
  return element;
}

test('a listen slot mounts with no request, and its first open request loads and opens the popup', async () => {
  const server = stubServer({ user: student });
  const element = slot();
  const unmount = mount(element, { listen: true });
  expect(element.dataset.widgetState).toBe('mounted');
  expect(server.requests).toEqual([]);

  let opened = false;
  act(() => {
    opened = openDatasetPopup({
      popup: 'about',
      courseDatasetId: 1,
      datasetName: 'World City Temperatures',
    });
  });
  expect(opened).toBe(true); // answered at once, while the popups load
  expect(
    await screen.findByRole('dialog', { name: 'About World City Temperatures' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  act(() => unmount());
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
