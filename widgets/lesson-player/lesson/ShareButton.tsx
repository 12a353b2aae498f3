import {
  Button,
  GENERIC_ERROR_MESSAGE,
  openShareDialog,
  toast,
  type Lesson,
  type User,
} from '@courses/runtime';
import { loginUrl } from '../course/useEnrollment';

interface ShareButtonProps {
  lesson: Pick<Lesson, 'slug' | 'title' | 'lesson_type'>;
  user: User | null;
  junior: boolean;
}

/**
 * Share of a data story (spec section 6): the share popup with Direct Link and Email, which the
 * page's dataset-popups widget opens ('courses:open-share'); the data story is named by its
 * access_url, the lesson's slug. A visitor's Share opens the login form instead.
 */
export function ShareButton({ lesson, user, junior }: ShareButtonProps) {
  if (lesson.lesson_type !== 'datastory') return null;
  const here = window.location.pathname + window.location.search;
  return (
    <Button
      variant="outlined"
      size="small"
      onClick={() => {
        if (!user) {
          window.location.assign(loginUrl(here));
          return;
        }
        const opened = openShareDialog({
          type: 'datastory',
          id: lesson.slug,
          title: lesson.title,
          url: window.location.pathname,
          isJunior: junior,
        });
        if (!opened) {
          console.error('[courses] no dataset-popups slot on the page answers courses:open-share');
          toast(GENERIC_ERROR_MESSAGE, 'error');
        }
      }}
    >
      Share
    </Button>
  );
}
