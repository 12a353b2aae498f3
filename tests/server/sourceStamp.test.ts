import { afterEach, expect, test } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sourceStamp } from '../../scripts/sourceStamp.mjs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function sources(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stamp-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(path.join(dir, 'src', 'a.ts'), 'export const a = 1;');
  fs.writeFileSync(path.join(dir, 'config.ts'), 'export default {};');
  return dir;
}

test('the stamp stays while nothing the build reads changes, and moves when a source does', () => {
  const dir = sources();
  const inputs = ['src', 'config.ts', 'missing'];
  const first = sourceStamp(dir, inputs, 'STATIC_URL=');
  expect(sourceStamp(dir, inputs, 'STATIC_URL=')).toBe(first);

  // A test file is not read by the build.
  fs.writeFileSync(path.join(dir, 'src', 'a.test.ts'), 'test()');
  expect(sourceStamp(dir, inputs, 'STATIC_URL=')).toBe(first);

  // Another public path builds other manifests.
  expect(sourceStamp(dir, inputs, 'STATIC_URL=/cdn/')).not.toBe(first);

  // An edited, added or removed source changes it.
  fs.writeFileSync(path.join(dir, 'src', 'a.ts'), 'export const a = 2;');
  const edited = sourceStamp(dir, inputs, 'STATIC_URL=');
  expect(edited).not.toBe(first);
  fs.writeFileSync(path.join(dir, 'src', 'b.ts'), 'export const b = 1;');
  expect(sourceStamp(dir, inputs, 'STATIC_URL=')).not.toBe(edited);
  const added = sourceStamp(dir, inputs, 'STATIC_URL=');
  fs.rmSync(path.join(dir, 'src', 'b.ts'));
  expect(sourceStamp(dir, inputs, 'STATIC_URL=')).not.toBe(added);
});
