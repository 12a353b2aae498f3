import {
  Button,
  GENERIC_ERROR_MESSAGE,
  openDatasetPopup,
  toast,
  type CourseDataset,
  type OpenDatasetPopupDetail,
} from '@courses/runtime';

const ROW = { display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 8 } as const;

/**
 * About and Vocabulary of the dataset a data step uses (spec section 2), opened by the page's
 * dataset-popups widget ('courses:open-dataset-popup'): the lesson player does not import it.
 * Vocabulary only when the course dataset has keywords.
 */
export function DatasetInfoButtons({ dataset }: { dataset: CourseDataset }) {
  const open = (popup: OpenDatasetPopupDetail['popup']) => {
    const opened = openDatasetPopup({
      popup,
      courseDatasetId: dataset.id,
      datasetName: dataset.dataset_name,
    });
    if (!opened) {
      console.error(
        '[courses] no dataset-popups slot on the page answers courses:open-dataset-popup',
      );
      toast(GENERIC_ERROR_MESSAGE, 'error');
    }
  };
  return (
    <div
      style={ROW}
      role="group"
      aria-label={`Dataset: ${dataset.dataset_name}`}
      data-testid="lesson-player.dataset-info"
    >
      <Button variant="outlined" size="small" onClick={() => open('about')}>
        About the dataset
      </Button>
      {dataset.keywords.length > 0 ? (
        <Button variant="outlined" size="small" onClick={() => open('vocabulary')}>
          Vocabulary
        </Button>
      ) : null}
    </div>
  );
}
