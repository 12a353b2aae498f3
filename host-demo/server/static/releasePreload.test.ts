/** The preload links a host page writes from the current release (releasePreload, layout). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { layout, slot, type PageContext } from '../../pages/layout';
import { releasePreload } from './releasePreload';

let dir = '';
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-preload-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function writeRelease(preload: unknown, mtime: Date): void {
  const file = path.join(dir, 'release.json');
  fs.writeFileSync(file, JSON.stringify({ release: 'r', preload }));
  fs.utimesSync(file, mtime, mtime);
}

const PRELOAD = {
  page: ['static/js/session.aa.chunk.js'],
  render: ['static/js/react.bb.chunk.js', 'static/js/runtime.cc.chunk.js'],
};

test('reads what release.json names, again once a deploy has replaced it', () => {
  expect(releasePreload(dir)).toEqual({ page: [], render: [] });
  writeRelease(PRELOAD, new Date(1_000_000));
  expect(releasePreload(dir)).toEqual(PRELOAD);
  writeRelease({ page: ['static/js/session.dd.chunk.js'], render: [] }, new Date(2_000_000));
  expect(releasePreload(dir)).toEqual({ page: ['static/js/session.dd.chunk.js'], render: [] });
});

test('names that leave the folder, or are not scripts, are dropped', () => {
  writeRelease(
    { page: ['../secret.js', 'static/js/a"b.js', 'static/js/ok.js', 7], render: 'react.js' },
    new Date(3_000_000),
  );
  expect(releasePreload(dir)).toEqual({ page: ['static/js/ok.js'], render: [] });
});

const context = (preload?: typeof PRELOAD): PageContext => ({
  partner: false,
  username: null,
  staticUrl: '/static/apps/courses/',
  path: '/',
  ...(preload ? { preload } : {}),
});

const links = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((match) => match[1]);

test('a page with a rendering widget preloads the session, React and the core', () => {
  const html = layout(context(PRELOAD), { title: 'Step', body: slot('player', 'lesson-player') });
  expect(links(html)).toEqual([
    '/static/apps/courses/static/js/session.aa.chunk.js',
    '/static/apps/courses/static/js/react.bb.chunk.js',
    '/static/apps/courses/static/js/runtime.cc.chunk.js',
  ]);
});

test('a page with only the keyword popover preloads the session alone; one without widgets, nothing', () => {
  const popover = layout(context(PRELOAD), {
    title: 'Keywords',
    body: slot('k', 'keyword-popover'),
  });
  expect(links(popover)).toEqual(['/static/apps/courses/static/js/session.aa.chunk.js']);
  expect(links(layout(context(PRELOAD), { title: 'Plain', body: '<p>No widgets</p>' }))).toEqual(
    [],
  );
  expect(links(layout(context(), { title: 'Dev', body: slot('player', 'lesson-player') }))).toEqual(
    [],
  );
});
