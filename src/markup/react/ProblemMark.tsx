import type { ReactNode } from 'react';

/** Source the renderer could not use, shown as written and highlighted with the reason. */
export function ProblemMark({ message, children }: { message: string; children: ReactNode }) {
  return (
    <mark className="markup-problem" title={message}>
      {children}
      <span className="markup-visually-hidden"> ({message})</span>
    </mark>
  );
}
