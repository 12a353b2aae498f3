import { tokens } from '../theme/tokens';
import { Spinner } from './kit/Spinner';
import { usePageBusy } from './pageBusy';

const STYLE = {
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: 16,
  color: tokens.palette.text.secondary,
};

/** The product's loader, with the label 'Loading...' for screen readers and sighted users. */
export function Loading({ label = 'Loading...' }: { label?: string }) {
  // A view still loading holds the page busy: work that can wait (MathJax's start-up, the
  // page's supporting widgets) waits for it.
  usePageBusy(true);
  return (
    <div role="status" style={STYLE}>
      <Spinner size={20} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
