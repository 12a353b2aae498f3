import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useMenuTypeAhead, type LessonStep, type TypeAheadItem } from '@courses/runtime';
import { questionCount, stepItemLabel } from './StepDropdown';

interface StepMenuProps {
  id: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  /** Sorted by order. */
  steps: readonly LessonStep[];
  currentIndex: number;
  onSelect: (step: LessonStep) => void;
}

/** The step dropdown's menu: each step with its question count (loaded when first opened). */
export function StepMenu({
  id,
  anchorEl,
  open,
  onClose,
  steps,
  currentIndex,
  onSelect,
}: StepMenuProps) {
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
    <Menu id={id} anchorEl={anchorEl} open={open} onClose={onClose} slotProps={{ list: typeAhead }}>
      {steps.map((step, index) => (
        <MenuItem key={step.id} selected={index === currentIndex} onClick={() => onSelect(step)}>
          <ListItemText
            primary={stepItemLabel(index)}
            secondary={questionCount(step.questions.length)}
          />
        </MenuItem>
      ))}
    </Menu>
  );
}
