import type { RouteObject } from '../router';
import { Text } from '@courses/runtime';
import { shownLazily } from '../shell/shownLazily';

// A lesson outside a course has views of its own, loaded when such a page shows them: a
// course page does not carry them.
const views = () => import('./singleLessonViews');
const SingleLessonLayout = shownLazily(() => views().then((m) => m.SingleLessonLayout));
const SingleLessonIntro = shownLazily(() => views().then((m) => m.SingleLessonIntro));
const SingleLessonReview = shownLazily(() => views().then((m) => m.SingleLessonReview));
const SingleLessonStep = shownLazily(() =>
  views().then((m) => m.withStepMarkup(m.SingleLessonStep)),
);
const ToSingleIntro = shownLazily(() => views().then((m) => m.ToSingleIntro));

const PADDED = { padding: 16 };

function NotFound() {
  return (
    <Text role="alert" style={PADDED}>
      This page is not part of the lesson.
    </Text>
  );
}

/** A lesson outside a course: intro/, {stepId}/ and review/ relative to the base path. */
export function singleLessonRoutes(lessonId: number | string): RouteObject[] {
  return [
    {
      path: '/',
      element: <SingleLessonLayout lessonId={lessonId} />,
      children: [
        { index: true, element: <ToSingleIntro /> },
        { path: 'intro', element: <SingleLessonIntro /> },
        { path: 'review', element: <SingleLessonReview /> },
        { path: ':stepId', element: <SingleLessonStep /> },
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}
