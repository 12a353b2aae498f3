import { dataRowsIssue, isDataRows } from './dataRows';

test('rows of text, numbers and nulls pass; the first bad cell is named', () => {
  expect(isDataRows([{ a: 1, b: 'x', c: null }, {}])).toBe(true);
  expect(dataRowsIssue([{ a: 1 }, { a: true }])).toBe('rows[1].a must be text, a number or null');
  expect(dataRowsIssue([{ a: 1 }, [1]])).toBe('rows[1] must be an object');
  expect(dataRowsIssue('rows')).toBe('rows must be a list');
});

test('a bad cell is found after 100,000 good rows', () => {
  const rows: unknown[] = Array.from({ length: 100_000 }, (_, i) => ({ x: i, group: 'a' }));
  expect(isDataRows(rows)).toBe(true);
  rows.push({ x: {} });
  expect(dataRowsIssue(rows)).toBe('rows[100000].x must be text, a number or null');
});
