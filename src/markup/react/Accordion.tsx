import { useState, type ReactNode } from 'react';
import { MarkupIcon } from './MarkupIcon';

interface AccordionProps {
  /** Unique within the page: the panel and button ids derive from it. */
  id: string;
  title: string;
  initiallyOpen: boolean;
  children: ReactNode;
}

/** A disclosure: a real button (keyboard-operable) that shows and hides its panel. */
export function Accordion({ id, title, initiallyOpen, children }: AccordionProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <div className="markup-accordion" data-open={open}>
      <button
        type="button"
        id={buttonId}
        className="markup-accordion-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>{title}</span>
        <MarkupIcon name="arrow-right" className="markup-accordion-chevron" />
      </button>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        className="markup-accordion-panel"
        hidden={!open}
      >
        {children}
      </div>
    </div>
  );
}
