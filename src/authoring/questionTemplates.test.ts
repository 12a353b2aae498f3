import { parseMarkup } from '@courses/runtime/markup';
import {
  INSERTABLE_QUESTION_TYPES,
  freshQuestionId,
  insertBlock,
  questionTemplate,
} from './questionTemplates';

const attributes = [
  { id: 'latitude', name: 'Latitude' },
  { id: 'annual_c', name: 'Annual mean' },
];

describe('question templates', () => {
  it.each(INSERTABLE_QUESTION_TYPES)('a %s question parses without problems', (type) => {
    const document = parseMarkup(questionTemplate(type, 'q-7', attributes));
    expect(document.diagnostics).toEqual([]);
    expect(document.questions.map((q) => [q.questionId, q.type])).toEqual([['q-7', type]]);
  });

  it('keeps the text-area default of 4 rows and names the dataset on the graph key', () => {
    expect(parseMarkup(questionTemplate('textarea', 'q-1')).questions[0]?.rows).toBe(4);
    expect(parseMarkup(questionTemplate('graph', 'q-1', attributes)).answerKey['q-1']?.answer).toBe(
      'x=latitude y=annual_c type=dot',
    );
  });

  it('picks an id no step of the lesson uses yet', () => {
    expect(freshQuestionId([])).toBe('q-1');
    expect(
      freshQuestionId(['::::question{#q-1 type=text}', 'x ::::question{#q-2 type=radio}']),
    ).toBe('q-3');
  });

  it('inserts a block on lines of its own at the caret', () => {
    expect(insertBlock('', 0, 'B')).toEqual({ source: 'B\n', caret: 1 });
    expect(insertBlock('Intro', 5, 'B')).toEqual({ source: 'Intro\n\nB\n', caret: 8 });
    expect(insertBlock('A\n\nZ', 3, 'B')).toEqual({ source: 'A\n\nB\n\nZ', caret: 4 });
  });
});
