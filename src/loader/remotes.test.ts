import { forgetFailedShares, manifestUrl } from './remotes';

type Hook = (args: { pkgName: string; shareScopeMap: Record<string, unknown> }) => void;

it('forgets a shared module whose load failed, and keeps the ones loaded or loading elsewhere', () => {
  const failed = { loading: Promise.resolve(), loaded: false };
  const loaded = { loading: Promise.resolve(), loaded: true, lib: () => ({}) };
  const other = { loading: Promise.resolve(), loaded: false };
  const shareScopeMap = {
    default: {
      '@courses/runtime/markup': { '1.0.0': failed, '0.9.0': loaded },
      '@courses/mui/dialog': { '1.0.0': other },
    },
  };
  (forgetFailedShares.errorLoadShare as Hook)({
    pkgName: '@courses/runtime/markup',
    shareScopeMap,
  });
  expect(failed.loading).toBeNull();
  expect(loaded.loading).not.toBeNull();
  expect(other.loading).not.toBeNull();
});

it('reads the manifest of its own release, the current one when asked, and a host override always', () => {
  const base = '/static/apps/courses/';
  expect(manifestUrl('reading-bar', base, {}, '1.0.0-3f2a1b9c')).toBe(
    '/static/apps/courses/reading-bar/mf-manifest.1.0.0-3f2a1b9c.json',
  );
  expect(manifestUrl('reading-bar', base, {}, null)).toBe(
    '/static/apps/courses/reading-bar/mf-manifest.json',
  );
  const overrides = { 'reading-bar': 'https://canary.example/reading-bar/mf-manifest.json' };
  expect(manifestUrl('reading-bar', base, overrides, '1.0.0-3f2a1b9c')).toBe(
    'https://canary.example/reading-bar/mf-manifest.json',
  );
});
