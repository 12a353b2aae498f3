import { useId, useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GuardedButton, type Classroom } from '@courses/runtime';
import {
  CLASSROOM_SERVICE_NAMES,
  NO_CLASSES_MESSAGE,
  classLabel,
} from '@courses/runtime/classroom';
import { ShortTextArea } from '@courses/runtime/forms';

/** Longest instructions the assignment call takes. */
export const INSTRUCTIONS_MAX = 2000;

export interface AssignRequest {
  classroom: Classroom;
  instructions: string;
  dueDate: string | null;
}

export interface AssignFormProps {
  classes: Classroom[];
  busy: boolean;
  onAssign: (request: AssignRequest) => void;
}

function classText(classroom: Classroom): string {
  const service = CLASSROOM_SERVICE_NAMES[classroom.provider];
  const name = service ? `${classLabel(classroom)} (${service})` : classLabel(classroom);
  return classroom.isShared ? `${name}, already assigned` : name;
}

/**
 * Picks one class, with optional instructions and due date. What was typed stays after a
 * failed request; the parent clears it by remounting after a success.
 */
export function AssignForm({ classes, busy, onAssign }: AssignFormProps) {
  const labelId = useId();
  const [classId, setClassId] = useState<number | null>(null);
  const [instructions, setInstructions] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [showMissing, setShowMissing] = useState(false);
  const chosen = classes.find((room) => room.id === classId) ?? null;

  if (classes.length === 0) return <Typography>{NO_CLASSES_MESSAGE}</Typography>;

  return (
    <Stack
      component="form"
      spacing={2.5}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) {
          setShowMissing(true);
          document.getElementById(`${labelId}-first`)?.focus();
          return;
        }
        onAssign({
          classroom: chosen,
          instructions: instructions.trim(),
          dueDate: dueDate || null,
        });
      }}
    >
      <FormControl error={showMissing && !chosen} required>
        <FormLabel id={labelId}>Class</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={classId === null ? '' : String(classId)}
          onChange={(event) => setClassId(Number(event.target.value))}
        >
          {classes.map((room, index) => (
            <FormControlLabel
              key={room.id}
              value={String(room.id)}
              control={<Radio {...(index === 0 ? { id: `${labelId}-first` } : {})} />}
              label={classText(room)}
              disabled={room.isShared || busy}
            />
          ))}
        </RadioGroup>
        {showMissing && !chosen && (
          <Typography role="alert" variant="body2" color="error">
            Please choose a class
          </Typography>
        )}
      </FormControl>
      <ShortTextArea
        label="Instructions (optional)"
        value={instructions}
        onValueChange={setInstructions}
        maxLength={INSTRUCTIONS_MAX}
        rows={3}
        disabled={busy}
      />
      <TextField
        label="Due date (optional)"
        type="date"
        value={dueDate}
        onChange={(event) => setDueDate(event.target.value)}
        disabled={busy}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ maxWidth: 220 }}
      />
      <div>
        <GuardedButton type="submit" variant="contained" disabled={busy}>
          {busy ? 'Assigning...' : 'Assign'}
        </GuardedButton>
      </div>
    </Stack>
  );
}
