import { act } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { closeSnackbar } from 'notistack';
import { ensureToastArea, openEmbedDialog } from '@courses/runtime';
import { mount } from './mount';
import { COPY_FAILED_MESSAGE } from './messages';

const EMBED_URL = 'https://courses.example.org/courses/stats/intro/?tab=2#top';
const SHORT_URL = 'https://courses.example.org/s/Ab12';

let unmount: () => void = () => {};

function stubShortUrl(respond: () => Response | Promise<Response>) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      // ky reads the body when sending; keep an unread copy to assert on.
      requests.push(input.clone());
      return respond();
    }),
  );
  return requests;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

async function mountWidget(props: Record<string, unknown>): Promise<HTMLElement> {
  const element = document.createElement('div');
  document.body.append(element);
  await act(async () => {
    unmount = mount(element, props);
  });
  return element;
}

async function openDialog(user: UserEvent): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: 'Embed' }));
  return screen.findByRole('dialog');
}

// The toast area loads notistack with the first toast; these tests empty it after each.
beforeEach(() => ensureToastArea());

afterEach(async () => {
  // The page's one toast area outlives each widget: empty it so no test sees another's toasts.
  act(() => closeSnackbar());
  await waitFor(() => expect(document.querySelector('.notistack-MuiContent')).toBeNull());
  act(() => unmount());
  unmount = () => {};
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('the dialog is labelled, takes focus, and gives it back to Embed on close', async () => {
  stubShortUrl(() => json({ url: SHORT_URL }));
  const user = userEvent.setup();
  await mountWidget({ url: EMBED_URL, title: 'Intro to statistics', type: 'course', id: 1 });
  const dialog = await openDialog(user);
  expect(dialog).toHaveAccessibleName('Embed “Intro to statistics”');
  expect(within(dialog).getByRole('button', { name: 'Copy frame code' })).toHaveFocus();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('button', { name: 'Embed' })).toHaveFocus();
});

test('names the kind of content it embeds, with the spec display names', async () => {
  stubShortUrl(() => json({ url: SHORT_URL }));
  const user = userEvent.setup();
  await mountWidget({ url: EMBED_URL, title: 'Weather kit', type: 'collection', id: 7 });
  const dialog = await openDialog(user);
  expect(within(dialog).getByText('Collection')).toBeVisible();
  // The kind is shown, not part of the dialog's name.
  expect(dialog).toHaveAccessibleName('Embed “Weather kit”');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  act(() => unmount());
  await mountWidget({ url: EMBED_URL, title: 'Teacher guide', type: 'resource', id: 3 });
  expect(within(await openDialog(user)).getByText('Resource')).toBeVisible();
});

test('copies the frame code and says so', async () => {
  stubShortUrl(() => json({ url: SHORT_URL }));
  const user = userEvent.setup();
  await mountWidget({ url: EMBED_URL, title: 'Intro', height: 500, type: 'course', id: 1 });
  const dialog = await openDialog(user);
  // The frame, marked for embed.js, then embed.js from this page's static files.
  const expected = `<iframe src="https://courses.example.org/courses/stats/intro/?tab=2#top" title="Intro" width="100%" height="500" style="border: 0;" allowfullscreen data-courses-embed></iframe>\n<script src="${window.location.origin}/static/apps/courses/embed.js" async></script>`;
  expect(within(dialog).getByLabelText('Frame code')).toHaveValue(expected);
  await user.click(within(dialog).getByRole('button', { name: 'Copy frame code' }));
  expect(await screen.findByText('iFrame copied successfully')).toBeInTheDocument();
  await expect(navigator.clipboard.readText()).resolves.toBe(expected);
});

test('asks for a short link with url, type and id, shows it and copies it', async () => {
  const requests = stubShortUrl(() => json({ url: SHORT_URL }));
  const user = userEvent.setup();
  await mountWidget({ url: EMBED_URL, type: 'dataset', id: 7 });
  // Nothing is asked before the dialog opens.
  expect(requests).toHaveLength(0);
  const dialog = await openDialog(user);
  const link = within(dialog).getByLabelText('Link');
  await waitFor(() => expect(link).toHaveValue(SHORT_URL));
  expect(requests).toHaveLength(1);
  const request = requests[0] as Request;
  expect(request.method).toBe('POST');
  expect(new URL(request.url).pathname).toBe('/api/misc/get_short_url/');
  await expect(request.json()).resolves.toEqual({ url: EMBED_URL, type: 'dataset', id: 7 });

  await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
  expect(await screen.findByText('URL copied successfully')).toBeInTheDocument();
  await expect(navigator.clipboard.readText()).resolves.toBe(SHORT_URL);
});

test('when the short link call fails, the link is origin plus path', async () => {
  const requests = stubShortUrl(() => json({ detail: 'boom' }, 500));
  const user = userEvent.setup();
  await mountWidget({ url: EMBED_URL, type: 'dataset', id: 7 });
  const dialog = await openDialog(user);
  const link = within(dialog).getByLabelText('Link');
  await waitFor(() => expect(link).toHaveValue('https://courses.example.org/courses/stats/intro/'));
  expect(requests).toHaveLength(1);
  expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeEnabled();
});

test('without type and id no call is made; the current page is embedded by default', async () => {
  const requests = stubShortUrl(() => json({ url: SHORT_URL }));
  const user = userEvent.setup();
  await mountWidget({});
  const dialog = await openDialog(user);
  const here = window.location.href;
  expect(within(dialog).getByLabelText('Frame code')).toHaveValue(
    `<iframe src="${here}" title="Embedded content" width="100%" height="645" style="border: 0;" allowfullscreen data-courses-embed></iframe>\n<script src="${window.location.origin}/static/apps/courses/embed.js" async></script>`,
  );
  const { origin, pathname } = window.location;
  expect(within(dialog).getByLabelText('Link')).toHaveValue(`${origin}${pathname}`);
  expect(requests).toHaveLength(0);
});

test('a refused clipboard gives a clear error and selects the text for a manual copy', async () => {
  stubShortUrl(() => json({ url: SHORT_URL }));
  const user = userEvent.setup();
  await mountWidget({ url: EMBED_URL, type: 'dataset', id: 7 });
  const dialog = await openDialog(user);
  vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
  await user.click(within(dialog).getByRole('button', { name: 'Copy frame code' }));
  expect(await screen.findByText(COPY_FAILED_MESSAGE)).toBeInTheDocument();
  expect(screen.queryByText('iFrame copied successfully')).toBeNull();
  const field = within(dialog).getByLabelText<HTMLTextAreaElement>('Frame code');
  expect(field).toHaveFocus();
  expect(field.selectionStart).toBe(0);
  expect(field.selectionEnd).toBe(field.value.length);
});

test('no clipboard API at all (an insecure page) gives the same error and selection', async () => {
  stubShortUrl(() => json({ url: SHORT_URL }));
  const user = userEvent.setup();
  await mountWidget({ url: EMBED_URL, type: 'dataset', id: 7 });
  const dialog = await openDialog(user);
  const link = within(dialog).getByLabelText<HTMLInputElement>('Link');
  await waitFor(() => expect(link).toHaveValue(SHORT_URL));
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
  expect(await screen.findByText(COPY_FAILED_MESSAGE)).toBeInTheDocument();
  expect(link).toHaveFocus();
  expect(link.selectionEnd).toBe(SHORT_URL.length);
});

test('Preview opens the preview page of the embed URL in a new window, without an opener', async () => {
  stubShortUrl(() => json({ url: SHORT_URL }));
  const user = userEvent.setup();
  await mountWidget({ url: EMBED_URL, type: 'dataset', id: 7 });
  const dialog = await openDialog(user);
  const preview = within(dialog).getByRole('link', { name: /Preview/ });
  expect(preview).toHaveAttribute('href', `/embed/preview/?url=${encodeURIComponent(EMBED_URL)}`);
  expect(preview).toHaveAttribute('target', '_blank');
  expect(preview.getAttribute('rel')?.split(' ')).toContain('noopener');
  expect(preview).toHaveAccessibleName('Preview (opens in a new window)');
});

test('without its own button, the dialog opens for the item a courses:open-embed event names', async () => {
  const requests = stubShortUrl(() => json({ url: SHORT_URL }));
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  await mountWidget({ showButton: false });
  expect(screen.queryByRole('button', { name: 'Embed' })).toBeNull();

  // A detail of the wrong shape opens nothing and names the field (once the dialog's code,
  // which this first request loads, has read it).
  act(() => openEmbedDialog({ url: 'javascript:alert(1)' }));
  await waitFor(() =>
    expect(errors.mock.calls.flat().join(' ')).toMatch(/courses:open-embed: .*url/),
  );
  expect(screen.queryByRole('dialog')).toBeNull();

  act(() =>
    openEmbedDialog({
      url: 'https://courses.example.org/embed/dataset/world/',
      title: 'World',
      type: 'dataset',
      id: 7,
    }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Embed “World”' });
  const code = within(dialog).getByLabelText<HTMLTextAreaElement>('Frame code').value;
  expect(code).toContain('<iframe src="https://courses.example.org/embed/dataset/world/"');
  await waitFor(() => expect(requests).toHaveLength(1));
});
