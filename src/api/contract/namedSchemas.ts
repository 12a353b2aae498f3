/**
 * The shapes the document names under components/schemas (and refers to wherever they are
 * used): the big ones that several operations share, so the reference lists each once.
 */
import { CourseSchema } from '../schemas/course';
import { ErrorBodySchema } from '../schemas/common';
import { BuilderActivitySchema } from '../schemas/contentBuilder';
import { DatasetSchema } from '../schemas/dataset';
import { LessonSchema } from '../schemas/lesson';
import { LessonStepSchema } from '../schemas/lessonStep';
import { StepResponseSchema, UserLessonStepSchema } from '../schemas/stepResponse';
import { UserSchema } from '../schemas/user';
import type { AnySchema } from './operation';

export const NAMED_SCHEMAS: Record<string, AnySchema> = {
  ErrorBody: ErrorBodySchema,
  User: UserSchema,
  Course: CourseSchema,
  Lesson: LessonSchema,
  LessonStep: LessonStepSchema,
  StepResponse: StepResponseSchema,
  UserLessonStep: UserLessonStepSchema,
  Dataset: DatasetSchema,
  BuilderActivity: BuilderActivitySchema,
};
