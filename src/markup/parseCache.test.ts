import { formulasOf, parseMarkupCached } from './parseCache';

it('parses a source once and finds its formulas as the renderer typesets them', () => {
  const source = 'Mean: $\\bar{x}$.\n\n$$\\frac{1}{n}$$\n\nIt costs \\$5.';
  const document = parseMarkupCached(source);
  expect(parseMarkupCached(source)).toBe(document);
  expect(parseMarkupCached(source, { frameHosts: ['example.org'] })).not.toBe(document);
  expect(formulasOf(document)).toEqual([
    { tex: '\\bar{x}', display: false },
    { tex: '\\frac{1}{n}', display: true },
  ]);
});
