import * as v from 'valibot';
import {
  DEFAULT_FRAME_HEIGHT,
  embedScriptUrl,
  escapeAttribute,
  frameCode,
  previewHref,
} from './frameCode';
import { EmbedDialogProps } from './props';

test('frame code at the default height of 645 with a title and allowfullscreen', () => {
  const props = v.parse(EmbedDialogProps, { url: 'https://example.org/courses/a/' });
  expect(props.height).toBe(DEFAULT_FRAME_HEIGHT);
  expect(frameCode({ url: props.url ?? '', title: 'Data story', height: props.height })).toBe(
    '<iframe src="https://example.org/courses/a/" title="Data story" width="100%" height="645" style="border: 0;" allowfullscreen></iframe>',
  );
});

test('with embed.js, the frame is marked for it and the script follows it', () => {
  const scriptUrl = embedScriptUrl('/static/apps/courses', 'https://courses.example/courses/a/');
  expect(scriptUrl).toBe('https://courses.example/static/apps/courses/embed.js');
  expect(embedScriptUrl('https://cdn.example/c/', 'https://courses.example/x')).toBe(
    'https://cdn.example/c/embed.js',
  );
  const code = frameCode({
    url: 'https://courses.example/embed/courses/a/',
    title: 'A',
    height: 645,
    scriptUrl,
  });
  const holder = document.createElement('div');
  holder.innerHTML = code;
  const frame = holder.querySelector('iframe');
  expect(frame?.hasAttribute('data-courses-embed')).toBe(true);
  expect(frame?.getAttribute('height')).toBe('645');
  expect(holder.querySelector('script')?.getAttribute('src')).toBe(scriptUrl);
  expect(holder.querySelector('script')?.hasAttribute('async')).toBe(true);
});

test('frame code at a custom height, and a default title when none is given', () => {
  const props = v.parse(EmbedDialogProps, { url: 'https://example.org/x/', height: 400 });
  const code = frameCode({ url: 'https://example.org/x/', title: ' ', height: props.height });
  expect(code).toContain('height="400"');
  expect(code).toContain('title="Embedded content"');
});

test('the URL and title are escaped for an HTML attribute, and read back unchanged', () => {
  const url = 'https://example.org/a/?q="x"&copy=1&lt=<b>\'';
  const title = 'Tom & Jerry "quoted" <em>';
  const code = frameCode({ url, title, height: 645 });
  expect(code).toContain(
    'src="https://example.org/a/?q=&quot;x&quot;&amp;copy=1&amp;lt=&lt;b&gt;&#39;"',
  );
  // A browser parsing the code gets the exact URL and title back, and nothing else.
  const holder = document.createElement('div');
  holder.innerHTML = code;
  const frame = holder.querySelector('iframe');
  expect(holder.children).toHaveLength(1);
  expect(frame?.getAttribute('src')).toBe(url);
  expect(frame?.getAttribute('title')).toBe(title);
  expect(frame?.hasAttribute('allowfullscreen')).toBe(true);
  expect(escapeAttribute('plain text')).toBe('plain text');
});

test('the preview URL encodes the embed URL', () => {
  expect(previewHref('https://example.org/a/?x=1&y=2')).toBe(
    '/embed/preview/?url=https%3A%2F%2Fexample.org%2Fa%2F%3Fx%3D1%26y%3D2',
  );
});

test('props: only http(s) URLs, and type with id or neither', () => {
  expect(v.safeParse(EmbedDialogProps, { url: 'javascript:alert(1)' }).success).toBe(false);
  expect(v.safeParse(EmbedDialogProps, { type: 'dataset' }).success).toBe(false);
  expect(v.safeParse(EmbedDialogProps, { type: 'dataset', id: 3 }).success).toBe(true);
  expect(v.safeParse(EmbedDialogProps, { height: 50 }).success).toBe(false);
  expect(v.safeParse(EmbedDialogProps, { colour: 'red' }).success).toBe(false);
});
