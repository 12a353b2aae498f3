import type { UserLessonStep } from '@courses/runtime';
import { lesson } from '../testing/fixtures';
import { buildUserLessonReview } from './userLessonReview';

function question(questionId: string, type: 'text' | 'textarea', answer: string | null) {
  return {
    questionId,
    question: `Prompt ${questionId}`,
    type,
    options: [],
    answer,
    placeholder: null,
    rows: null,
    solution: null,
  };
}

const theLesson = lesson(4, 'ocean', [
  {
    id: 2,
    order: 2,
    content: '',
    left_content: '',
    questions: [question('b', 'text', 'warm'), question('c', 'textarea', null)],
    dataplot: null,
    has_simulation: false,
    continue_dataenv: false,
    admin_url: null,
  },
  {
    id: 1,
    order: 1,
    content: '',
    left_content: '',
    questions: [question('a', 'text', 'cold')],
    dataplot: null,
    has_simulation: false,
    continue_dataenv: false,
    admin_url: null,
  },
]);

function saved(stepId: number, response: UserLessonStep['response']): UserLessonStep {
  return {
    id: stepId,
    user_lesson: 9,
    lesson_step: stepId,
    response,
    attempt: true,
    submitted: false,
    modified: '',
    answer_key: null,
  };
}

test('every question in step order, graded answers counted and unanswered ones wrong', () => {
  const review = buildUserLessonReview(theLesson, [
    saved(2, {
      b: { userAnswer: 'warm', preview: null, isCorrect: true },
      c: { userAnswer: 'Because', preview: null, isCorrect: null },
    }),
  ]);
  expect(review.answers.map((step) => step.lesson_step)).toEqual([1, 2]);
  expect(review.answers[0]?.response.a).toMatchObject({
    userAnswer: null,
    isCorrect: null,
    answer: 'cold',
  });
  expect(review.answers[1]?.response.c).toMatchObject({ userAnswer: 'Because', type: 'textarea' });
  // One of the two auto-graded questions is right; the textarea is not graded.
  expect(review.performance).toBe(50);
});

test('no auto-graded questions: no performance', () => {
  const open = lesson(5, 'open', [
    { ...theLesson.steps[0]!, questions: [question('c', 'textarea', null)] },
  ]);
  expect(buildUserLessonReview(open, []).performance).toBeNull();
});
