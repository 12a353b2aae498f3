import type { Course, Lesson, LessonStep, User } from '@courses/runtime';
import type { AnswerChannel } from './answerChannel';

/**
 * What the course shell hands to the step view (widgets/lesson-player/step/StepView.tsx).
 * The shell owns routing and navigation; the step view owns the step's questions,
 * answers, saving, Check/Submit and the footer buttons.
 */
export interface StepViewProps {
  course: Course;
  lesson: Lesson;
  step: LessonStep;
  /** 0-based index among the lesson's steps sorted by order. */
  stepIndex: number;
  stepCount: number;
  user: User | null;
  /** course.enroll_id (0 = not enrolled). */
  enrollId: number;
  /**
   * Where answers are saved when not the course responses of enrollId: a lesson played
   * outside a course saves them in its user lesson (and has nothing to enroll in).
   */
  channel?: AnswerChannel;
  /** A teacher chose to see the step as a student: teacher-only parts are hidden. */
  studentView?: boolean;
  /** Teacher reviewing: answers stay in session storage only. */
  teacherReview: boolean;
  /** Go to the previous step (or the lesson intro). */
  onPrevious: () => void;
  /** Go on after the step view saved what it had to. */
  onNext: () => void;
  /** Assessment submitted: go to the review page. */
  onFinished: () => void;
  /**
   * The lesson is finished for this learner (an assessment submitted, or the server says it
   * is): the page shows it completed and an assessment's steps read-only at once.
   */
  onCompleted: () => void;
  /** The step was answered for the first time (progress counts it). */
  onAttempted?: () => void;
  /** The footer's Enroll button. */
  onEnroll: () => void;
}
