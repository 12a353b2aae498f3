import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { LessonStep } from '@courses/runtime';

export function stepLabel(index: number, count: number): string {
  return `Step ${index + 1} of ${count}`;
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
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)}>
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
              primary={`Step ${index + 1}`}
              secondary={questionCount(step.questions.length)}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
