import { rowWindow } from './rowWindow';

test('at the top, the visible rows and the margin below are rendered', () => {
  // 380 px of 29 px rows: 14 rows show (one partly), then 10 more.
  expect(rowWindow(100_000, 0, 380, 29, 10)).toEqual({ start: 0, end: 25 });
});

test('scrolled, the margin is on both sides and the window moves with the scroll', () => {
  const window = rowWindow(100_000, 29 * 50_000, 380, 29, 10);
  expect(window).toEqual({ start: 49_990, end: 50_025 });
  expect(window.end - window.start).toBeLessThan(40);
});

test('the window never runs past either end of the table', () => {
  expect(rowWindow(5, 0, 380, 29, 10)).toEqual({ start: 0, end: 5 });
  expect(rowWindow(100, 29 * 200, 380, 29, 10)).toEqual({ start: 90, end: 100 });
  expect(rowWindow(0, 0, 380, 29, 10)).toEqual({ start: 0, end: 0 });
});
