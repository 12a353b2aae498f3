import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { GuardedButton } from '@courses/runtime';
import { useForm } from '@courses/runtime/forms';
import { ENTER_MIN_4, ENTER_PLOT_TITLE, PLOT_TITLE_MIN_CHARS } from './messages';

/** Spec section 5: the Save Plot form. */
export const SAVE_PLOT_FIELDS = {
  title: {
    required: ENTER_PLOT_TITLE,
    minLength: { value: PLOT_TITLE_MIN_CHARS, message: ENTER_MIN_4 },
  },
  altText: {},
  notes: {},
};

/** The form's fields, each as wide as the dialog and closely spaced. */
function PlotField(props: TextFieldProps) {
  return <TextField fullWidth margin="dense" {...props} />;
}

export type SaveMode = 'new' | 'update';

export interface PlotDetails {
  title: string;
  altText: string;
  notes: string;
}

export interface SavePlotDialogProps {
  open: boolean;
  saving: boolean;
  /** A plot saved earlier in this session can be updated instead of saved again. */
  canUpdate: boolean;
  onClose: () => void;
  onSave: (details: PlotDetails, mode: SaveMode) => void;
}

/**
 * The dialog stays mounted between openings: what was typed survives a failed save, and the
 * next opening starts from the last saved title, ready for 'Update Plot'.
 */
export function SavePlotDialog({ open, saving, canUpdate, onClose, onSave }: SavePlotDialogProps) {
  const titleId = useId();
  const form = useForm({ fields: SAVE_PLOT_FIELDS, disabled: saving });
  const saveNewRef = useRef<HTMLButtonElement>(null);
  const updateRef = useRef<HTMLButtonElement>(null);
  const [lastMode, setLastMode] = useState<SaveMode>('new');
  const save = (mode: SaveMode) =>
    form.handleSubmit((values) => {
      setLastMode(mode);
      onSave({ title: values.title.trim(), altText: values.altText, notes: values.notes }, mode);
    });

  // A form with several fields and no submit button gets no implicit submission from the
  // browser: Enter in a one-line field saves here, as the spec asks.
  const submitOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    save('new')();
  };

  // Saving disables the buttons, which drops focus; after a failure give it back to the one
  // pressed, so trying again is one key away.
  const wasSaving = useRef(false);
  useEffect(() => {
    if (wasSaving.current && !saving && open) {
      (lastMode === 'update' ? updateRef : saveNewRef).current?.focus();
    }
    wasSaving.current = saving;
  });

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!saving) onClose();
      }}
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Save Plot</DialogTitle>
      {/* Enter in a field does what the main button does; the form helper, not the browser,
          shows the messages. */}
      <form noValidate onSubmit={save('new')}>
        <DialogContent>
          <PlotField
            label="Plot Title"
            required
            autoFocus
            onKeyDown={submitOnEnter}
            {...form.field('title')}
          />
          <PlotField label="Alt Text" onKeyDown={submitOnEnter} {...form.field('altText')} />
          <PlotField label="Notes" multiline minRows={3} {...form.field('notes')} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          {canUpdate && (
            <GuardedButton
              ref={updateRef}
              variant="outlined"
              disabled={!form.canSubmit}
              aria-busy={saving}
              onClick={() => save('update')()}
            >
              Update Plot
            </GuardedButton>
          )}
          <GuardedButton
            ref={saveNewRef}
            variant="contained"
            disabled={!form.canSubmit}
            aria-busy={saving}
            onClick={() => save('new')()}
          >
            Save as New
          </GuardedButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
