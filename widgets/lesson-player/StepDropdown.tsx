import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useMenuTypeAhead, type LessonStep, type TypeAheadItem } from '@courses/runtime';

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
  // Type-ahead (spec section 9: the buffer resets after 1 second). Every label begins with
  // 'Step', so letters alone get nowhere useful: 's' steps down the list one item at a time,
  // 'step 3' reaches Step 3. The step number on its own does too: '3' is Step 3, and '1' then
  // '2' within a second is Step 12 (Step 1 in between). The question count is left out: Step 1's
  // whole text, 'Step 12 questions', would otherwise be the match for 'step 12'. Typing only
  // moves focus; Enter, or a space when no search is under way, picks the focused step.
  const typeAhead = useMenuTypeAhead(
    steps.map((_, index): TypeAheadItem => ({
      label: stepItemLabel(index),
      keys: [String(index + 1)],
    })),
  );
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
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: typeAhead }}
      >
        {steps.map((step, index) => (
          <MenuItem
            key={step.id}
            selected={index === currentIndex}
            onClick={() => {
              setAnchor(null);
              onSelect(step);
            }}
          >
            <ListItemText
              primary={stepItemLabel(index)}
              secondary={questionCount(step.questions.length)}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
