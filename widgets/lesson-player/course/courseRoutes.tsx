import { Navigate, useParams, type RouteObject } from '../router';
import { CourseLayout } from './CourseLayout';
import { CourseRedirect } from './CourseRedirect';
import { LessonRoute } from '../lesson/LessonRoute';
import { NotFound } from '../shell/NotFound';
import { lessonIntroPath } from './coursePaths';
import { shownLazily } from '../shell/shownLazily';

const CourseList = shownLazily(() => import('./CourseList').then((m) => m.CourseList));
const ModuleIntro = shownLazily(() => import('./ModuleIntro').then((m) => m.ModuleIntro));
const LessonIntro = shownLazily(() => import('../lesson/LessonIntro').then((m) => m.LessonIntro));
// The step view too: a page that opens on the course list or an intro does not carry it; a page
// opened at a step starts loading it with its first calls (preloadStepView), and with it the
// code of the markup constructs a step's content has (withStepMarkup).
const StepPage = shownLazily(() =>
  import('../lesson/StepPage').then((m) => m.withStepMarkup(m.StepPage)),
);
export const preloadStepView = StepPage.preload;
const ReviewRoute = shownLazily(() => import('../lesson/ReviewRoute').then((m) => m.ReviewRoute));

/** /{course}/{module}/{lesson}/ redirects to intro/ (spec section 2). */
function ToLessonIntro() {
  const { courseSlug = '', moduleSlug = '', lessonSlug = '' } = useParams();
  return <Navigate to={lessonIntroPath(courseSlug, moduleSlug, lessonSlug)} replace />;
}

function PageNotFound() {
  return <NotFound what="page" />;
}

/** The course app's routes (spec section 2), relative to the base path. */
export function courseRoutes(basePath: string): RouteObject[] {
  return [
    { path: '/', element: <CourseList /> },
    {
      path: '/:courseSlug',
      element: <CourseLayout basePath={basePath} />,
      children: [
        { index: true, element: <CourseRedirect /> },
        { path: ':moduleSlug', element: <ModuleIntro /> },
        {
          path: ':moduleSlug/:lessonSlug',
          element: <LessonRoute />,
          children: [
            { index: true, element: <ToLessonIntro /> },
            { path: 'intro', element: <LessonIntro /> },
            { path: 'review', element: <ReviewRoute /> },
            { path: ':stepId', element: <StepPage /> },
          ],
        },
        { path: '*', element: <PageNotFound /> },
      ],
    },
    { path: '*', element: <PageNotFound /> },
  ];
}
