import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fetchVocabulary, type VocabularyItem } from '@courses/runtime';
import { PopupDialog, type PopupProps } from './PopupDialog';
import { RequestView } from './RequestView';
import { useRequest } from '@courses/runtime';

interface VocabularyDialogProps extends PopupProps {
  courseDatasetId: number;
  datasetName: string;
}

/** GET /api/course-dataset/{id}/keywords/: each keyword with its details. */
export function VocabularyDialog({
  open,
  onClose,
  courseDatasetId,
  datasetName,
  returnFocusTo,
}: VocabularyDialogProps) {
  const { state, retry } = useRequest<VocabularyItem[]>(
    open ? `vocabulary:${courseDatasetId}` : null,
    (signal) => fetchVocabulary(courseDatasetId, { signal }),
  );
  return (
    <PopupDialog
      open={open}
      returnFocusTo={returnFocusTo}
      onClose={onClose}
      title={`Vocabulary: ${datasetName}`}
      testId="dataset-popups.vocabulary"
    >
      <RequestView state={state} retry={retry}>
        {(items) => (
          <Box component="dl" sx={{ m: 0 }}>
            {items.map((item) => (
              <Box key={item.keyword} sx={{ mb: 1.5 }}>
                <Typography component="dt" sx={{ fontWeight: 600 }}>
                  {item.keyword}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {item.keyword_details}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </RequestView>
    </PopupDialog>
  );
}
