import { originPlusPath } from './useShortLink';

test('the link without a short link is origin plus path, with no query or hash (spec section 8)', () => {
  expect(originPlusPath('https://example.org:8443/courses/a/?tab=2#step')).toBe(
    'https://example.org:8443/courses/a/',
  );
});
