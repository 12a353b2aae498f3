import { PathIcon } from '@courses/runtime';

// Material Design "content copy" path (Apache 2.0), inlined: the icon package is not installed.
// Drawn at the size of a button's icon; decorative, as the button says what it does.
export function CopyIcon() {
  return (
    <PathIcon
      size={20}
      d="M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z"
    />
  );
}
