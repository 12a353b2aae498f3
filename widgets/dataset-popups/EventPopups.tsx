import { useState } from 'react';
import { CourseDatasetAboutDialog } from './CourseDatasetAboutDialog';
import { ShareDialog } from './share/ShareDialog';
import { useOpenEvents, type OpenRequest } from './useOpenEvents';
import { VocabularyDialog } from './VocabularyDialog';

/**
 * The popups other widgets open through the page's events: Share of an activity or a data
 * story (Direct Link and Email), and a course dataset's About and Vocabulary.
 */
export function EventPopups() {
  // Kept after closing so the dialog can run its exit transition with its content.
  const [request, setRequest] = useState<OpenRequest | null>(null);
  const [open, setOpen] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  useOpenEvents((next, focused) => {
    setRequest(next);
    setOpener(focused instanceof HTMLElement ? focused : null);
    setOpen(true);
  });
  const close = () => setOpen(false);
  if (!request) return null;

  if (request.kind === 'share') {
    const { share } = request;
    return (
      <ShareDialog
        open={open}
        onClose={close}
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
    onClose: close,
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
