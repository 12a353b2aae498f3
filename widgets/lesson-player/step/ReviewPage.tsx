import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  Loading,
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
    <Box
      component="section"
      aria-labelledby="lesson-review-title"
      data-testid="lesson-player.review"
    >
      <Typography id="lesson-review-title" variant="h5" component="h2">
        Review: {lesson.title}
      </Typography>
      <Typography variant="h6" component="p" sx={{ my: 2 }}>
        {review.performance == null
          ? 'Performance: no auto-graded questions'
          : `Performance: ${review.performance}%`}
      </Typography>
      <Box component="ol" sx={{ pl: 3 }}>
        {steps.flatMap((step) =>
          Object.entries(step.response).map(([questionId, entry]) => {
            number += 1;
            return (
              <ReviewItem key={`${step.lesson_step}-${questionId}`} entry={entry} number={number} />
            );
          }),
        )}
      </Box>
    </Box>
  );
}

function ReviewItem({ entry, number }: { entry: ReviewQuestion; number: number }) {
  const given = describeAnswer(entry.userAnswer, entry.options);
  const expected = describeKey(entry.type, entry.answer, entry.options);
  const graph = entry.userAnswerReview;
  return (
    <Box component="li" sx={{ mb: 2 }} aria-label={`Question ${number}`}>
      <MarkupContent
        source={entry.question}
        showDiagnostics={false}
        idPrefix={`review-${number}`}
      />
      <Typography variant="body2">Your answer: {given || 'No answer'}</Typography>
      {entry.preview ? (
        <Box
          component="img"
          src={entry.preview}
          alt={`Your graph for question ${number}`}
          sx={{ display: 'block', my: 1, maxWidth: '100%', maxHeight: 240 }}
        />
      ) : null}
      {graph?.graphType ? (
        <Typography variant="body2">Graph type: {graph.graphType}</Typography>
      ) : null}
      {graph?.dataConstruction ? (
        <Typography variant="body2" color="error.main">
          {graph.dataConstruction}
        </Typography>
      ) : null}
      {graph?.studentFeedback ? (
        <Typography variant="body2">{graph.studentFeedback}</Typography>
      ) : null}
      {expected ? <Typography variant="body2">Correct answer: {expected}</Typography> : null}
      {entry.isCorrect != null ? (
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, color: entry.isCorrect ? 'success.dark' : 'error.main' }}
        >
          {entry.isCorrect ? CORRECT : WRONG}
        </Typography>
      ) : null}
    </Box>
  );
}
