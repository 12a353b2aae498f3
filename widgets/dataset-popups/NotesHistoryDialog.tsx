import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import {
  Tabs,
  fetchHistory,
  fetchNotes,
  type Dataset,
  type HistoryItem,
  type Note,
} from '@courses/runtime';
import { historyTarget } from './contentType';
import { ensureDatasetPopupsStyles } from './datasetPopupsStyles';
import { formatDate } from './formatDate';
import { PopupDialog, type PopupProps } from './PopupDialog';
import { RequestView } from './RequestView';
import { useRequest } from '@courses/runtime';

type NotesTab = 'notes' | 'history';

interface NotesHistoryDialogProps extends PopupProps {
  dataset: Dataset;
}

/** Spec section 2: the Notes/History popup, one tab each, each loaded when first shown. */
export function NotesHistoryDialog({
  open,
  onClose,
  dataset,
  returnFocusTo,
}: NotesHistoryDialogProps) {
  ensureDatasetPopupsStyles();
  const [tab, setTab] = useState<NotesTab>('notes');
  const baseId = useId();
  const { appType, type } = historyTarget(dataset);
  const notes = useRequest<Note[]>(
    open && tab === 'notes' ? `notes:${dataset.id}` : null,
    (signal) => fetchNotes(appType, dataset.id, type, { signal }),
  );
  const history = useRequest<HistoryItem[]>(
    open && tab === 'history' ? `history:${dataset.id}` : null,
    (signal) => fetchHistory(appType, dataset.id, type, { signal }),
  );
  const tabId = (name: NotesTab) => `${baseId}-${name}-tab`;
  const panelId = (name: NotesTab) => `${baseId}-${name}-panel`;

  return (
    <PopupDialog
      open={open}
      returnFocusTo={returnFocusTo}
      onClose={onClose}
      title={`Notes/History: ${dataset.dataset_name}`}
      testId="dataset-popups.notes-history"
    >
      <Tabs
        tabs={[
          { value: 'notes', label: 'Notes', id: tabId('notes'), panelId: panelId('notes') },
          { value: 'history', label: 'History', id: tabId('history'), panelId: panelId('history') },
        ]}
        value={tab}
        onChange={setTab}
        aria-label="Notes and history"
        className="courses-dataset-popups-tabs"
      />
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'notes' ? (
          <RequestView state={notes.state} retry={notes.retry}>
            {(items) => (
              <List dense>
                {items.map((note, index) => (
                  <ListItem key={`${note.created_at}-${index}`} divider disableGutters>
                    <ListItemText
                      primary={note.note}
                      secondary={`${note.added_by}, ${formatDate(note.created_at)}`}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </RequestView>
        ) : (
          <RequestView state={history.state} retry={history.retry}>
            {(items) => (
              <List dense>
                {items.map((item, index) => (
                  <ListItem key={`${item.date}-${index}`} divider disableGutters>
                    <ListItemText primary={item.changes} secondary={formatDate(item.date)} />
                  </ListItem>
                ))}
              </List>
            )}
          </RequestView>
        )}
      </Box>
    </PopupDialog>
  );
}
