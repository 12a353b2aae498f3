import {
  Alert,
  Loading,
  Text,
  tokens,
  fetchCourseReview,
  useRequest,
  type Course,
  type CourseReview,
  type Lesson,
  type ReviewQuestion,
  type User,
} from '@courses/runtime';
import { MarkupContent } from '@courses/runtime/markup';
import { describeAnswer, describeKey } from './answerValues';
import { CORRECT, WRONG } from './messages';

const PERFORMANCE = { margin: '16px 0' };
const ANSWERS = { paddingLeft: 24 };
const ANSWER = { marginBottom: 16 };
const PREVIEW = { display: 'block', margin: '8px 0', maxWidth: '100%', maxHeight: 240 };
const VERDICT = { fontWeight: 600 };
const RIGHT = { ...VERDICT, color: tokens.palette.success.dark };
const WRONG_ANSWER = { ...VERDICT, color: tokens.palette.error.main };

export type ReviewLoader = (signal: AbortSignal) => Promise<CourseReview | undefined>;

export interface ReviewPageProps {
  /** A course lesson's review comes from the course analytics. */
  course?: Course;
  lesson: Lesson;
  user: User | null;
  /**
   * Loads the review another way (a lesson outside a course, a teacher's own answers): called
   * again for another lesson or user, not when only its identity changes.
   */
  load?: ReviewLoader;
}

/** The completion page: performance percentage and every answer against the key (spec section 2). */
export function ReviewPage({ course, lesson, user, load }: ReviewPageProps) {
  const courseId = course?.id;
  // Asked again for another lesson or learner; a visitor is asked to log in and sends nothing.
  const key = user ? `review:${user.id}:${courseId ?? ''}:${lesson.id}:${load ? 'own' : ''}` : null;
  const { state } = useRequest(key, (signal) => {
    if (load) return load(signal);
    if (courseId !== undefined) return fetchCourseReview(courseId, lesson.id, { signal });
    return Promise.resolve(undefined);
  });

  if (!user) return <Alert severity="info">Log in to review your answers.</Alert>;
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') return <Alert severity="error">{state.message}</Alert>;

  const review = state.data;
  const steps = [...review.answers].sort((a, b) => a.order - b.order);
  let number = 0;
  return (
    <section aria-labelledby="lesson-review-title" data-testid="lesson-player.review">
      <Text id="lesson-review-title" variant="h5" component="h2">
        Review: {lesson.title}
      </Text>
      <Text variant="h6" component="p" style={PERFORMANCE}>
        {review.performance == null
          ? 'Performance: no auto-graded questions'
          : `Performance: ${review.performance}%`}
      </Text>
      <ol style={ANSWERS}>
        {steps.flatMap((step) =>
          Object.entries(step.response).map(([questionId, entry]) => {
            number += 1;
            return (
              <ReviewItem key={`${step.lesson_step}-${questionId}`} entry={entry} number={number} />
            );
          }),
        )}
      </ol>
    </section>
  );
}

function ReviewItem({ entry, number }: { entry: ReviewQuestion; number: number }) {
  const given = describeAnswer(entry.userAnswer, entry.options);
  const expected = describeKey(entry.type, entry.answer, entry.options);
  const graph = entry.userAnswerReview;
  return (
    <li style={ANSWER} aria-label={`Question ${number}`}>
      <MarkupContent
        source={entry.question}
        showDiagnostics={false}
        idPrefix={`review-${number}`}
      />
      <Text variant="body2">Your answer: {given || 'No answer'}</Text>
      {entry.preview ? (
        <img src={entry.preview} alt={`Your graph for question ${number}`} style={PREVIEW} />
      ) : null}
      {graph?.graphType ? <Text variant="body2">Graph type: {graph.graphType}</Text> : null}
      {graph?.dataConstruction ? (
        <Text variant="body2" tone="error">
          {graph.dataConstruction}
        </Text>
      ) : null}
      {graph?.studentFeedback ? <Text variant="body2">{graph.studentFeedback}</Text> : null}
      {expected ? <Text variant="body2">Correct answer: {expected}</Text> : null}
      {entry.isCorrect != null ? (
        <Text variant="body2" style={entry.isCorrect ? RIGHT : WRONG_ANSWER}>
          {entry.isCorrect ? CORRECT : WRONG}
        </Text>
      ) : null}
    </li>
  );
}
