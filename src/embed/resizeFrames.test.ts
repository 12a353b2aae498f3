import { expect, test } from 'vitest';
import { EMBED_MESSAGE_SOURCE, MAX_FRAME_HEIGHT, MIN_FRAME_HEIGHT } from './frameMessages';
import { EMBED_FRAME_SELECTOR, frameOf, resizeFrames } from './resizeFrames';

/** Frames as the listener sees them (a real iframe would make the test browser load its page). */
function frame(src: string): HTMLIFrameElement {
  return { src, contentWindow: {}, height: '645' } as unknown as HTMLIFrameElement;
}

/** An embedder's window holding `frames` as its marked iframes. */
function embedder(frames: HTMLIFrameElement[]) {
  const target = new EventTarget();
  const asked: string[] = [];
  const win = Object.assign(target, {
    location: { href: 'https://school.example/lesson.html' },
    document: {
      querySelectorAll: (selector: string) => {
        asked.push(selector);
        return frames;
      },
    },
  }) as unknown as Window;
  return { win, asked };
}

test('a message counts only from the frame it names and that frame’s origin', () => {
  const course = frame('https://courses.example/embed/courses/climate-data/');
  const other = frame('https://other.example/page');
  const source = course.contentWindow;
  const frames = [course, other];
  const base = 'https://school.example/';
  expect(frameOf({ source, origin: 'https://courses.example' }, frames, base)).toBe(course);
  // The right window speaking from another origin (it navigated away), or another window.
  expect(frameOf({ source, origin: 'https://evil.example' }, frames, base)).toBe(null);
  expect(frameOf({ source: {} as Window, origin: 'https://courses.example' }, frames, base)).toBe(
    null,
  );
  // A frame given a path takes the embedder's origin.
  const relative = frame('/embed/courses/');
  expect(
    frameOf({ source: relative.contentWindow, origin: 'https://school.example' }, [relative], base),
  ).toBe(relative);
});

test('the listener sets a marked frame’s height within bounds and ignores everything else', () => {
  const course = frame('http://localhost:3000/embed/courses/');
  const { win, asked } = embedder([course]);
  const stop = resizeFrames(win);
  const send = (data: unknown, origin = 'http://localhost:3000') =>
    win.dispatchEvent(new MessageEvent('message', { data, origin, source: course.contentWindow }));

  send({ source: EMBED_MESSAGE_SOURCE, type: 'resize', height: 1234.4 });
  expect(course.height).toBe('1234');
  expect(asked).toEqual([EMBED_FRAME_SELECTOR]);
  send({ source: EMBED_MESSAGE_SOURCE, type: 'resize', height: 5 });
  expect(course.height).toBe(String(MIN_FRAME_HEIGHT));
  send({ source: EMBED_MESSAGE_SOURCE, type: 'resize', height: 1e9 });
  expect(course.height).toBe(String(MAX_FRAME_HEIGHT));
  // Other messages, a height as text, another origin: nothing changes.
  send({ source: 'other', type: 'resize', height: 900 });
  send({ source: EMBED_MESSAGE_SOURCE, type: 'resize', height: '900' });
  send({ source: EMBED_MESSAGE_SOURCE, type: 'resize', height: 900 }, 'http://evil.example');
  expect(course.height).toBe(String(MAX_FRAME_HEIGHT));

  stop();
  send({ source: EMBED_MESSAGE_SOURCE, type: 'resize', height: 900 });
  expect(course.height).toBe(String(MAX_FRAME_HEIGHT));
});
