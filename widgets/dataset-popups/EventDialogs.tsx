import { CourseDatasetAboutDialog } from './CourseDatasetAboutDialog';
import { ShareDialog } from './share/ShareDialog';
import type { OpenRequest } from './useOpenEvents';
import { VocabularyDialog } from './VocabularyDialog';

export interface EventDialogsProps {
  request: OpenRequest;
  open: boolean;
  onClose: () => void;
  /** What had focus when the event came: the popup gives it back. */
  opener: HTMLElement | null;
}

/** The popup an open event asked for (see EventPopups). */
export function EventDialogs({ request, open, onClose, opener }: EventDialogsProps) {
  if (request.kind === 'share') {
    const { share } = request;
    return (
      <ShareDialog
        open={open}
        onClose={onClose}
        content={{
          type: share.type,
          id: share.id,
          title: share.title,
          url: share.url,
          isJunior: share.isJunior ?? false,
        }}
      />
    );
  }
  const { popup } = request;
  const common = {
    open,
    onClose,
    returnFocusTo: opener,
    courseDatasetId: popup.courseDatasetId,
    datasetName: popup.datasetName,
  };
  return popup.popup === 'about' ? (
    <CourseDatasetAboutDialog key={`about-${popup.courseDatasetId}`} {...common} />
  ) : (
    <VocabularyDialog key={`vocabulary-${popup.courseDatasetId}`} {...common} />
  );
}
