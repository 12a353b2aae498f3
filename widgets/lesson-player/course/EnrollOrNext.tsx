import { useNavigate } from '../router';
import { GuardedButton } from '@courses/runtime';
import { useCourseState } from './courseContext';
import { PremiumNotice } from './PremiumNotice';

/**
 * Enrolled learners go on with Next; others get Enroll, or the premium notice when the course
 * needs a subscription they do not have (spec sections 2 and 4).
 */
export function EnrollOrNext({ next }: { next: string | undefined }) {
  const { course, user, enroll, enrolling, premiumBlocked } = useCourseState();
  const navigate = useNavigate();
  if (course.enroll_id > 0) {
    return next ? (
      <GuardedButton variant="contained" onClick={() => void navigate(next)}>
        Next
      </GuardedButton>
    ) : null;
  }
  if (premiumBlocked) return <PremiumNotice user={user} junior={course.is_tuva_jr} />;
  return (
    // busy, not disabled: a disabled button drops focus to the page while the call runs.
    <GuardedButton variant="contained" busy={enrolling} onClick={() => void enroll()}>
      Enroll
    </GuardedButton>
  );
}
