/**
 * A one-path 24x24 icon in the text's colour, hidden from assistive technology: the control or
 * label beside it carries the words. Widgets draw their few icons with it instead of shipping an
 * icon package.
 */
export function PathIcon({ d, size }: { d: string; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={d} />
    </svg>
  );
}
