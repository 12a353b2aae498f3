import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadFailedError, retryFailedLoads } from '@courses/runtime';
import { shownLazily } from './shownLazily';

/**
 * As the widget's own boundary does: the error, and Try again asking for failed code again
 * and showing the children anew.
 */
class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    // The view's code did not arrive: a download failure, not a crash.
    expect(this.state.error).toBeInstanceOf(LoadFailedError);
    return (
      <button
        type="button"
        onClick={() => {
          retryFailedLoads();
          this.setState({ error: null });
        }}
      >
        Try again
      </button>
    );
  }
}

function StepPage({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

it('loads a view whose code failed to arrive again on Try again, without a reload', async () => {
  const load = vi
    .fn<() => Promise<typeof StepPage>>()
    .mockRejectedValueOnce(new Error('Loading chunk 7 failed'))
    .mockResolvedValue(StepPage);
  const View = shownLazily(load);
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <Boundary>
      <View title="Weather or climate?" />
    </Boundary>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Weather or climate?' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  errors.mockRestore();
});

it('a preload that failed is tried again when the view is shown', async () => {
  const load = vi
    .fn<() => Promise<typeof StepPage>>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue(StepPage);
  const View = shownLazily(load);
  View.preload();
  await Promise.resolve();
  render(<View title="Step 2" />);
  expect(await screen.findByRole('heading', { name: 'Step 2' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('shows Loading while its code is on the way, then the view, in the same place', async () => {
  let arrive: (component: typeof StepPage) => void = () => {};
  const View = shownLazily(() => new Promise<typeof StepPage>((resolve) => (arrive = resolve)));
  render(<View title="Step 3" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  arrive(StepPage);
  expect(await screen.findByRole('heading', { name: 'Step 3' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
});
