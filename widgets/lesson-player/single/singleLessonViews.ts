/** The single-lesson views, one chunk loaded by singleLessonRoutes.tsx when such a page shows. */
export { SingleLessonLayout } from './SingleLessonLayout';
export {
  SingleLessonIntro,
  SingleLessonReview,
  SingleLessonStep,
  ToSingleIntro,
} from './SingleLessonPages';
export { withStepMarkup } from '../step/withStepMarkup';
