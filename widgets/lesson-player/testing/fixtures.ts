import type { Course, Lesson, LessonStep, LessonSummary, User } from '@courses/runtime';
import { makeUser, teacher } from '@courses/runtime/testing';

export const student: User = makeUser({ id: 1, username: 'student', type: 'student' });
export { teacher };

export function step(id: number, order: number, questions = 0): LessonStep {
  return {
    id,
    order,
    content: `Step content ${id}`,
    left_content: '',
    questions: Array.from({ length: questions }, (_, i) => ({
      questionId: `q${id}-${i}`,
      question: 'Why?',
      type: 'text',
      options: [],
      answer: 'because',
      placeholder: null,
      rows: null,
      solution: null,
    })),
    dataplot: null,
    has_simulation: false,
    continue_dataenv: false,
    admin_url: null,
  } as LessonStep;
}

export function summary(
  id: number,
  slug: string,
  extra: Partial<LessonSummary> = {},
): LessonSummary {
  return {
    id,
    slug,
    title: `Lesson ${slug}`,
    lesson_type: 'lesson',
    is_premium: false,
    is_tuva_jr: false,
    labels: [],
    description: '',
    duration: 10,
    modified: '2024-03-05T10:00:00Z',
    is_completed: false,
    is_assessment: false,
    step_count: 0,
    steps_done: 0,
    ...extra,
  };
}

export function lesson(
  id: number,
  slug: string,
  steps: LessonStep[],
  extra: Partial<Lesson> = {},
): Lesson {
  return {
    ...summary(id, slug),
    steps,
    introduction: '',
    introduction_left: '',
    admin_url: null,
    bookmark_id: null,
    ...extra,
  };
}

export function course(extra: Partial<Course> = {}): Course {
  return {
    id: 1,
    name: 'Climate',
    access_url: 'climate',
    description: '',
    is_premium: false,
    is_tuva_jr: false,
    enroll_id: 0,
    starting_step: null,
    modules: [
      {
        id: 10,
        slug: 'm1',
        title: 'Module one',
        description: 'About module one',
        introduction_left: '',
        duration: 30,
        lessons: [summary(100, 'l1'), summary(101, 'l2')],
      },
      {
        id: 11,
        slug: 'm2',
        title: 'Module two',
        description: '',
        introduction_left: '',
        duration: 20,
        lessons: [summary(102, 'l3')],
      },
    ],
    ...extra,
  };
}
