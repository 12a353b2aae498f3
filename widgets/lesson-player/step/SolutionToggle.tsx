import { useState, type ReactNode } from 'react';
import { Button } from '@courses/runtime';
import { ensureStepStyles } from './stepStyles';

/** Each question's solution behind its own toggle (spec section 4). */
export function SolutionToggle({ id, children }: { id: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = `${id}-solution`;
  ensureStepStyles();
  return (
    <div className="courses-step-solution-toggle">
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Hide solution' : 'Show solution'}
      </Button>
      <div
        id={panelId}
        role="region"
        aria-label="Solution"
        hidden={!open}
        className="courses-step-solution"
      >
        {children}
      </div>
    </div>
  );
}
