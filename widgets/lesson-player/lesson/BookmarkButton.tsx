import { useCallback, useState } from 'react';
import {
  ApiError,
  Button,
  GENERIC_ERROR_MESSAGE,
  addBookmark,
  removeBookmark,
  toast,
} from '@courses/runtime';

interface BookmarkButtonProps {
  lessonId: number;
  /** The user's bookmark of the lesson, null when there is none. */
  bookmarkId: number | null;
  onChange: (bookmarkId: number | null) => void;
}

/**
 * Bookmarks the lesson (POST /api/bookmark/) or removes the bookmark (DELETE). A toggle
 * button: its name stays, aria-pressed tells whether the lesson is bookmarked.
 */
export function BookmarkButton({ lessonId, bookmarkId, onChange }: BookmarkButtonProps) {
  const [busy, setBusy] = useState(false);
  const bookmarked = bookmarkId !== null;

  async function toggle() {
    // A press while the last one is on its way changes nothing.
    if (busy) return;
    setBusy(true);
    try {
      if (bookmarkId !== null) {
        await removeBookmark(bookmarkId);
        onChange(null);
      } else {
        const created = await addBookmark({ object_type: 'lesson', object_id: lessonId });
        onChange(created.id);
      }
    } catch (error) {
      toast(error instanceof ApiError ? error.userMessage : GENERIC_ERROR_MESSAGE, 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      size="small"
      variant={bookmarked ? 'contained' : 'outlined'}
      aria-pressed={bookmarked}
      // Not disabled while busy: a disabled button drops focus to the page body, and the reader
      // who pressed it would have to find their place again.
      aria-disabled={busy}
      onClick={() => void toggle()}
      startIcon={<span aria-hidden="true">{bookmarked ? '★' : '☆'}</span>}
    >
      Bookmark this lesson
    </Button>
  );
}

/**
 * The bookmark as changed on this page, per lesson: the loaded lesson keeps the value it was
 * loaded with, and the intro may be shown again without loading it.
 */
export function useLessonBookmark(lesson: { id: number; bookmark_id: number | null }) {
  const [changed, setChanged] = useState<{ lessonId: number; id: number | null } | null>(null);
  const bookmarkId = changed?.lessonId === lesson.id ? changed.id : lesson.bookmark_id;
  const setBookmarkId = useCallback(
    (id: number | null) => setChanged({ lessonId: lesson.id, id }),
    [lesson.id],
  );
  return { bookmarkId, setBookmarkId };
}
