import { expect, test } from 'vitest';
import { caseClashes } from '../../scripts/checkPathCase.mjs';

test('paths that name one module on a case-insensitive disk are reported, others are not', () => {
  expect(
    caseClashes([
      'widgets/lesson-player/ViewMarker.tsx',
      'widgets/lesson-player/viewMarker.ts',
      'widgets/lesson-player/ViewMarker.test.tsx',
      'src/api/client.ts',
      'src/API/client.ts',
    ]),
  ).toEqual([
    ['widgets/lesson-player/ViewMarker.tsx', 'widgets/lesson-player/viewMarker.ts'],
    ['src/api/client.ts', 'src/API/client.ts'],
  ]);
  // A test beside its module, a folder and a file of other names: no clash.
  expect(caseClashes(['a/Button.tsx', 'a/Button.test.tsx', 'a/button/index.ts'])).toEqual([]);
});
