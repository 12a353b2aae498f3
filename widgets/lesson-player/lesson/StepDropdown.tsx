import { useId, useState } from 'react';
import { Button, menuOpenedLazily, type LessonStep } from '@courses/runtime';

// The menu (and MUI's menu, popover and modal) loads when it is first opened.
const StepMenu = menuOpenedLazily(() => import('./StepMenu').then((module) => module.StepMenu));

export function stepLabel(index: number, count: number): string {
  return `Step ${index + 1} of ${count}`;
}

/** A menu item's own label: 'Step N' (the button adds ' of M'). */
export function stepItemLabel(index: number): string {
  return `Step ${index + 1}`;
}

export function questionCount(count: number): string {
  return count === 1 ? '1 question' : `${count} questions`;
}

interface StepDropdownProps {
  /** Sorted by order. */
  steps: readonly LessonStep[];
  currentIndex: number;
  onSelect: (step: LessonStep) => void;
}

/** The step dropdown (spec section 2): 'Step N of M', with the question count per step. */
export function StepDropdown({ steps, currentIndex, onSelect }: StepDropdownProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = anchor !== null;
  return (
    <>
      <Button
        variant="outlined"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<span aria-hidden="true">▾</span>}
      >
        {stepLabel(currentIndex, steps.length)}
      </Button>
      <StepMenu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        steps={steps}
        currentIndex={currentIndex}
        onSelect={(step) => {
          setAnchor(null);
          onSelect(step);
        }}
      />
    </>
  );
}
