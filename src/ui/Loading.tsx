import { tokens } from '../theme/tokens';
import { Spinner } from './kit/Spinner';

const STYLE = {
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: 16,
  color: tokens.palette.text.secondary,
};

/** The product's loader, with the label 'Loading...' for screen readers and sighted users. */
export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" style={STYLE}>
      <Spinner size={20} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
