import type { Question } from '@courses/runtime/markup';
import { describeCheck } from './checkSummary';

const question = (questionId: string, text: string): Question => ({
  questionId,
  text,
  type: 'radio',
  options: [],
  answer: 1,
  placeholder: '',
  rows: null,
});

test('a check is read out as a count and the questions that are wrong', () => {
  const questions = [
    question('a', 'Which city?'),
    question('b', 'Which month?'),
    question('c', 'Why?'),
  ];
  expect(describeCheck(questions, { a: true, b: false, c: null })).toBe(
    'Checked: 1 of 2 answers are correct. Wrong: Which month?.',
  );
  expect(describeCheck(questions, { a: true, b: true })).toBe(
    'Checked: 2 of 2 answers are correct.',
  );
  expect(describeCheck([questions[0]!], { a: true })).toBe('Checked: 1 of 1 answer is correct.');
  expect(describeCheck(questions, {})).toBe('Checked: your answers are saved.');
});
