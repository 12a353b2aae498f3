import { useState } from 'react';
import {
  GENERIC_ERROR_MESSAGE,
  enrollInCourse,
  requestLogin,
  toast,
  type Course,
  type User,
} from '@courses/runtime';
import { canUse } from './access';

/** The demo's login form; `next` brings the visitor back here (spec sections 4 and 6). */
export function loginUrl(currentPath: string): string {
  return `/demo/login/?next=${encodeURIComponent(currentPath)}`;
}

/**
 * Enrollment (spec section 4): not enrolled becomes enrolled after a successful enroll call;
 * a visitor is sent to the login form; a premium course with a free user gets the premium
 * notice instead.
 */
export function useEnrollment(
  course: Course | undefined,
  user: User | null,
  onEnrolled: (enrollId: number) => void,
) {
  const [enrolling, setEnrolling] = useState(false);
  const premiumBlocked = Boolean(course && user && !canUse(course, user));

  async function enroll(): Promise<void> {
    if (!course || enrolling) return;
    if (!user) {
      // Inside another site's frame the embed view answers with its login pop-up.
      requestLogin(loginUrl(window.location.pathname + window.location.search));
      return;
    }
    if (premiumBlocked) return;
    setEnrolling(true);
    const enrollment = await enrollInCourse({
      course: course.id,
      user: user.id,
      is_completed: false,
    });
    setEnrolling(false);
    if (enrollment) {
      onEnrolled(enrollment.id);
      toast(`You are enrolled in ${course.name}.`, 'success');
    } else {
      toast(GENERIC_ERROR_MESSAGE, 'error');
    }
  }

  return { enroll, enrolling, premiumBlocked };
}
