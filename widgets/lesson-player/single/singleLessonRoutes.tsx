import type { RouteObject } from 'react-router';
import Typography from '@mui/material/Typography';
import { SingleLessonLayout } from './SingleLessonLayout';
import {
  SingleLessonIntro,
  SingleLessonReview,
  SingleLessonStep,
  ToSingleIntro,
} from './SingleLessonSteps';

function NotFound() {
  return (
    <Typography role="alert" sx={{ p: 2 }}>
      This page is not part of the lesson.
    </Typography>
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
