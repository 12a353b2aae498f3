/** Inline icons (the icon package is not installed); decorative, so hidden from readers. */
export function MoreVertIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="5" r="2" fill="currentColor" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <circle cx="12" cy="19" r="2" fill="currentColor" />
    </svg>
  );
}

/** An "i" in a circle: the activity info button. */
export function InfoIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <rect x="11" y="10" width="2" height="7" fill="currentColor" />
      <circle cx="12" cy="7" r="1.3" fill="currentColor" />
    </svg>
  );
}
