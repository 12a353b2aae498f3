import { renderHook } from '@testing-library/react';
import { useMathWarmUp } from './useMathWarmUp';

const PLAIN = { content: 'What is the mean?', left_content: '' };
const MATHS = { content: 'Read on.', left_content: 'The mean is $\\bar{x}$.' };

test('MathJax warms up only once the step shown is ready, and only for a lesson with maths', () => {
  const warmUp = vi.fn();
  const { rerender } = renderHook(({ ready }) => useMathWarmUp([PLAIN, MATHS], ready, warmUp), {
    initialProps: { ready: false },
  });
  expect(warmUp).not.toHaveBeenCalled();
  rerender({ ready: true });
  expect(warmUp).toHaveBeenCalledTimes(1);
});

test('a lesson without maths never loads MathJax', () => {
  const warmUp = vi.fn();
  renderHook(() => useMathWarmUp([PLAIN, PLAIN], true, warmUp));
  expect(warmUp).not.toHaveBeenCalled();
});
