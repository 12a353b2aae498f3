import { useState } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GENERIC_ERROR_MESSAGE, ensureToastArea } from '@courses/runtime';
import { theme } from '@courses/runtime/testing';
import { BookmarkButton } from './BookmarkButton';

function Harness({ initial }: { initial: number | null }) {
  const [bookmarkId, setBookmarkId] = useState(initial);
  return <BookmarkButton lessonId={5} bookmarkId={bookmarkId} onChange={setBookmarkId} />;
}

function serve(status = 201) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request);
      if (status >= 400) return Response.json({ detail: 'down' }, { status });
      if (request.method === 'DELETE') return new Response(null, { status: 204 });
      return Response.json(
        { id: 44, object_type: 'lesson', object_id: 5, created_at: '2026-01-01T00:00:00Z' },
        { status },
      );
    }),
  );
  return requests;
}

function show(initial: number | null) {
  ensureToastArea();
  render(
    <ThemeProvider theme={theme}>
      <Harness initial={initial} />
    </ThemeProvider>,
  );
  return screen.getByRole('button', { name: 'Bookmark this lesson' });
}

afterEach(() => vi.unstubAllGlobals());

test('bookmarks the lesson, then removes the bookmark', async () => {
  const requests = serve();
  const toggle = show(null);
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(toggle);
  await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
  expect(requests[0]?.method).toBe('POST');
  expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/bookmark/');
  await expect(requests[0]?.json()).resolves.toEqual({ object_type: 'lesson', object_id: 5 });

  await userEvent.click(toggle);
  await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
  expect(requests[1]?.method).toBe('DELETE');
  // Focus stayed on the button throughout, as the reader left it.
  expect(toggle).toHaveFocus();
  expect(new URL(requests[1]?.url ?? '').pathname).toBe('/api/bookmark/44');
});

test('keeps focus while the bookmark is saved, and ignores a second press meanwhile', async () => {
  let answer: (response: Response) => void = () => undefined;
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new Request(input, init));
      return new Promise<Response>((resolve) => (answer = resolve));
    }),
  );
  const toggle = show(null);
  toggle.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(toggle).toHaveAttribute('aria-disabled', 'true'));
  expect(toggle).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(requests).toHaveLength(1);
  answer(
    Response.json(
      { id: 44, object_type: 'lesson', object_id: 5, created_at: '2026-01-01T00:00:00Z' },
      { status: 201 },
    ),
  );
  await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
  expect(toggle).toHaveAttribute('aria-disabled', 'false');
  expect(toggle).toHaveFocus();
});

test('a failure says so and leaves the bookmark as it was', async () => {
  serve(500);
  const toggle = show(12);
  await userEvent.click(toggle);
  expect(await screen.findByText(GENERIC_ERROR_MESSAGE)).toBeInTheDocument();
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(toggle).toBeEnabled();
});
