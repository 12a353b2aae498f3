import { PathIcon } from '@courses/runtime';

// Material Design icon paths (Apache 2.0), inlined: the icon package is not part of the stack.
// Drawn at the size of a button's icon; decorative, as each button says what it does.

const Icon = ({ path }: { path: string }) => <PathIcon d={path} size={20} />;

export function CodeIcon() {
  return <Icon path="M9.4 16.6 4.8 12l4.6-4.6L8 6l-6 6 6 6zm5.2 0 4.6-4.6-4.6-4.6L16 6l6 6-6 6z" />;
}

export function CopyIcon() {
  return (
    <Icon path="M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z" />
  );
}

export function OpenInNewIcon() {
  return (
    <Icon path="M19 19H5V5h7V3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2v-7h-2zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3z" />
  );
}
