import { Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { Loading, fetchCourseDatasetAbout, type Dataset, RequestFailed } from '@courses/runtime';
import { AboutContent, aboutTitle } from './AboutDialog';
import { configOrNullAtom, userOrNullAtom } from './pageState';
import { PopupDialog, type PopupProps } from './PopupDialog';
import { useRequest } from '@courses/runtime';

interface CourseDatasetAboutDialogProps extends PopupProps {
  courseDatasetId: number;
  datasetName: string;
}

/**
 * The About popup of a lesson's course dataset: GET /api/course-dataset/{id}/about/, asked
 * when the popup opens, then the same sections as a dataset card's About.
 */
export function CourseDatasetAboutDialog({
  open,
  onClose,
  returnFocusTo,
  courseDatasetId,
  datasetName,
}: CourseDatasetAboutDialogProps) {
  const { state, retry } = useRequest<Dataset>(open ? `about:${courseDatasetId}` : null, (signal) =>
    fetchCourseDatasetAbout(courseDatasetId, { signal }),
  );
  return (
    <PopupDialog
      open={open}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      title={aboutTitle(state.status === 'ready' ? state.data.dataset_name : datasetName)}
      testId="dataset-popups.about"
    >
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && <RequestFailed message={state.message} retry={retry} />}
      {state.status === 'ready' && (
        <Suspense fallback={<Loading />}>
          <AboutForUser dataset={state.data} />
        </Suspense>
      )}
    </PopupDialog>
  );
}

function AboutForUser({ dataset }: { dataset: Dataset }) {
  const user = useAtomValue(userOrNullAtom);
  const config = useAtomValue(configOrNullAtom);
  return <AboutContent dataset={dataset} user={user} config={config} />;
}
