import type { ReactNode } from 'react';

interface KeywordTermProps {
  id: string;
  /** Inside a link a button would nest interactive content, so a plain span is used. */
  asButton: boolean;
  children: ReactNode;
}

/**
 * A keyword. It carries keyword_id (and data-keyword-id) for the keyword popover, which opens
 * on it by event delegation; as a button it is reachable and operable by keyboard.
 */
export function KeywordTerm({ id, asButton, children }: KeywordTermProps) {
  const popoverAttributes: Record<string, string> = { keyword_id: id, 'data-keyword-id': id };
  if (!asButton) {
    return (
      <span className="markup-keyword" {...popoverAttributes}>
        {children}
      </span>
    );
  }
  return (
    <button type="button" className="markup-keyword" aria-haspopup="dialog" {...popoverAttributes}>
      {children}
    </button>
  );
}
