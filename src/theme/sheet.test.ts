import { ensureSheet } from './sheet';

const sheets = () => document.head.querySelectorAll('style[data-courses-sheet="test"]');

it('puts a named sheet in the page once, and back after a host page removed it', () => {
  const css = vi.fn(() => '.x{color:red}');
  ensureSheet('test', css);
  ensureSheet('test', css);
  expect(sheets()).toHaveLength(1);
  expect(sheets()[0]!.textContent).toBe('.x{color:red}');
  sheets()[0]!.remove();
  ensureSheet('test', css);
  expect(sheets()).toHaveLength(1);
  expect(css).toHaveBeenCalledTimes(1); // the text is made once
});
