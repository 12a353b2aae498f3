import { PathIcon } from './PathIcon';

const PADLOCK =
  'M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z';

/** The padlock beside a premium or Jr. label: decorative, the label's text names the lock. */
export function LockIcon() {
  return <PathIcon size={12} d={PADLOCK} />;
}
