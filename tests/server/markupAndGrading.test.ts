import { describe, expect, it } from 'vitest';
import type { Question } from '../../src/api/schemas/question';
import { gradeAnswer, readStepQuestions } from '../../src/markup/questions';
import { CLIMATE_COURSE } from '../../host-demo/server/seed/data/climateCourse';
import { SPORTS_COURSE } from '../../host-demo/server/seed/data/sportsCourse';
import { STANDALONE_LESSONS } from '../../host-demo/server/seed/data/standaloneLessons';
import { csvToTable, parseCsvRecords, tableToCsv } from '../../host-demo/server/services/csv';
import { wordMarks } from '../../host-demo/server/speech/wordMarks';
import { readWav, withExactSizes } from '../../host-demo/server/speech/wav';

describe('question parser', () => {
  const content = `Intro text.

::::question{#q-trend type=radio answer=2}
Which city warms fastest in spring?

- Oslo
- Madrid
- Lima

:::solution
Madrid's average rises most between March and May.

- not an option
:::
::::

::::question{#q-many type=checkbox answer="1,3"}
Pick two.

* A
* B
* C
::::

::::question{#q-num type=text answer="42" placeholder="Number"}
What is six times seven?
::::

::::question{#q-essay type=textarea rows=6 placeholder="Explain"}
Explain.

:::alert{type=info}
Use full sentences.
:::
::::

::::question{#q-graph type=graph}
Draw it.
::::

::::question{type=radio answer=1}
No id: numbered by its position, as the lesson player numbers it.

- Only
::::

::::question{#q-odd type=essay}
An unknown type: ordinary content.
::::`;

  const questions = readStepQuestions(content);

  it('finds each question with its id and type, as the lesson player does', () => {
    expect(questions.map((q) => [q.questionId, q.type])).toEqual([
      ['q-trend', 'radio'],
      ['q-many', 'checkbox'],
      ['q-num', 'text'],
      ['q-essay', 'textarea'],
      ['q-graph', 'graph'],
      ['question-6', 'radio'],
    ]);
  });

  it('reads options, answer keys, solution, placeholder and rows', () => {
    const [radio, checkbox, text, essay, graph] = questions;
    expect(radio).toMatchObject({
      question: 'Which city warms fastest in spring?',
      options: ['Oslo', 'Madrid', 'Lima'],
      answer: 2,
    });
    expect(radio?.solution).toBe(
      "Madrid's average rises most between March and May.\n\n- not an option",
    );
    expect(checkbox).toMatchObject({ options: ['A', 'B', 'C'], answer: [1, 3] });
    expect(text).toMatchObject({ answer: '42', placeholder: 'Number', options: [] });
    expect(essay).toMatchObject({ rows: 6, placeholder: 'Explain', answer: null });
    expect(essay?.question).toContain(':::alert{type=info}');
    expect(graph).toMatchObject({ answer: null, solution: null });
  });
});

describe('grading', () => {
  it.each([
    ['radio', 2, 2, true],
    ['radio', 2, 3, false],
    ['radio', 2, [2, 3], false],
    // Issue 24: the server read a radio answer "2" as position 2, the lesson player did not; an
    // answer is encoded as the spec gives it (a position is a number), anything else is wrong.
    ['radio', 2, '2', false],
    ['radio', 2, [2], false],
    ['checkbox', [1, 3], [3, 1], true],
    // Issue 24: the server counted a repeated pick once, the lesson player did not; checkbox
    // answers are a set of positions (docs/api.md), so a repeat changes nothing.
    ['checkbox', [1, 3], [1, 3, 3, 1], true],
    ['checkbox', [1, 3], '1, 3', false],
    ['checkbox', [1, 3], [1], false],
    ['checkbox', [1, 3], [1, 2, 3], false],
    ['checkbox', [1, 3], [], null],
    ['text', 'Madrid', '  mADRID ', true],
    ['text', 'New  York', 'new york', true],
    ['text', '42', 42, false],
    ['text', 'Madrid', 'Madri', false],
    ['text', 'Madrid', '   ', null],
    ['text', 'Madrid', { plot: 1 }, false],
    ['textarea', 'model answer', 'model answer', null],
    ['graph', null, { plotType: 'scatter' }, null],
    [
      'graph',
      'x=latitude y=jul type=dot',
      { graphType: 'dot', xAttribute: 'latitude', yAttribute: 'jul' },
      true,
    ],
    [
      'graph',
      'x=latitude y=jul',
      { graphType: 'bar', xAttribute: 'latitude', yAttribute: 'jul' },
      true,
    ],
    [
      'graph',
      'x=latitude y=jul',
      { graphType: 'dot', xAttribute: 'jul', yAttribute: 'latitude' },
      false,
    ],
    ['graph', 'type=dot', { graphType: 'bar' }, false],
    ['graph', 'type=dot', 'dot', false],
    ['graph', 'not a key', { graphType: 'dot' }, null],
    ['radio', 2, null, null],
  ] as const)('%s key %j, answer %j → %s', (type, key, answer, expected) => {
    expect(gradeAnswer(type, key as Question['answer'], answer as never)).toBe(expected);
  });
});

describe('graph keys in markup', () => {
  it('reads a valid graph key and drops a malformed one', () => {
    const [good, bad] = readStepQuestions(
      '::::question{#g type=graph answer="x=latitude y=jul type=dot"}\nPlot it.\n::::\n\n' +
        '::::question{#h type=graph answer="latitude against jul"}\nPlot it.\n::::',
    );
    expect(good?.answer).toBe('x=latitude y=jul type=dot');
    expect(bad?.answer).toBeNull();
  });
});

describe('seeded content', () => {
  const lessons = [CLIMATE_COURSE, SPORTS_COURSE]
    .flatMap((course) => course.modules.flatMap((module) => module.lessons))
    .concat(STANDALONE_LESSONS);

  it('has every question block parse, with choice answers inside the options', () => {
    for (const lesson of lessons) {
      for (const step of lesson.steps) {
        const blocks = (step.content.match(/^::::question/gm) ?? []).length;
        const questions = readStepQuestions(step.content);
        expect(questions, lesson.slug).toHaveLength(blocks);
        for (const question of questions) {
          expect(question.solution, question.questionId).toBeTruthy();
          const positions =
            question.type === 'radio'
              ? [question.answer]
              : question.type === 'checkbox'
                ? question.answer
                : [];
          for (const position of (positions ?? []) as number[]) {
            expect(position, question.questionId).toBeGreaterThanOrEqual(1);
            expect(position, question.questionId).toBeLessThanOrEqual(question.options.length);
          }
        }
      }
    }
  });

  it('uses question ids once per step', () => {
    for (const lesson of lessons) {
      for (const step of lesson.steps) {
        const ids = readStepQuestions(step.content).map((q) => q.questionId);
        expect(new Set(ids).size, lesson.slug).toBe(ids.length);
      }
    }
  });
});

describe('word marks', () => {
  it('spreads the duration over the words by length, with pauses after punctuation', () => {
    const marks = wordMarks('Hi there. Big cities', 2000);
    expect(marks.map((m) => [m.start, m.end])).toEqual([
      [0, 2],
      [3, 9],
      [10, 13],
      [14, 20],
    ]);
    expect(marks[0]?.time).toBe(0);
    // "there." carries a sentence pause, so "Big" starts later than its letters alone explain.
    const gapAfterThere = (marks[2]?.time ?? 0) - (marks[1]?.time ?? 0);
    const gapAfterHi = (marks[1]?.time ?? 0) - (marks[0]?.time ?? 0);
    expect(gapAfterThere).toBeGreaterThan(gapAfterHi * 2);
    expect(marks.at(-1)?.time).toBeLessThan(2000);
  });

  it('gives no marks for blank text', () => {
    expect(wordMarks('   ', 1000)).toEqual([]);
  });
});

describe('WAV header', () => {
  function streamedWav(samples: number): Buffer {
    const header = Buffer.alloc(44);
    header.write('RIFF', 0, 'ascii');
    header.writeUInt32LE(0x7ffff024, 4);
    header.write('WAVEfmt ', 8, 'ascii');
    header.writeUInt32LE(16, 16);
    header.writeUInt16LE(1, 20);
    header.writeUInt16LE(1, 22);
    header.writeUInt32LE(22050, 24);
    header.writeUInt32LE(44100, 28);
    header.writeUInt16LE(2, 32);
    header.writeUInt16LE(16, 34);
    header.write('data', 36, 'ascii');
    header.writeUInt32LE(0x7ffff000, 40);
    return Buffer.concat([header, Buffer.alloc(samples * 2)]);
  }

  it('measures the data that is really there and writes exact sizes', () => {
    const raw = streamedWav(22050);
    expect(readWav(raw).durationMs).toBe(1000);
    const fixed = withExactSizes(raw);
    expect(fixed.readUInt32LE(4)).toBe(fixed.length - 8);
    expect(fixed.readUInt32LE(40)).toBe(44100);
  });

  it('rejects what is not a WAV file', () => {
    expect(() => readWav(Buffer.from('ID3 not a wave file at all'))).toThrow(/RIFF/);
  });
});

describe('CSV', () => {
  it('reads quoted fields, doubled quotes, CRLF and a BOM', () => {
    expect(parseCsvRecords('\uFEFFa,b\r\n"x, y","say ""hi"""\r\n\r\n1,2')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['1', '2'],
    ]);
  });

  it('infers numeric columns and makes unique column ids', () => {
    const table = csvToTable('Name,Value,Value\nA,1.5,x\nB,,y\n');
    expect(table.columns.map((c) => [c.id, c.type])).toEqual([
      ['name', 'categorical'],
      ['value', 'numeric'],
      ['value_2', 'categorical'],
    ]);
    expect(table.rows).toEqual([
      { name: 'A', value: 1.5, value_2: 'x' },
      { name: 'B', value: null, value_2: 'y' },
    ]);
    expect(parseCsvRecords(tableToCsv(table.columns, table.rows))).toEqual([
      ['Name', 'Value', 'Value'],
      ['A', '1.5', 'x'],
      ['B', '', 'y'],
    ]);
  });

  it('refuses an unclosed quote and an empty file', () => {
    expect(() => parseCsvRecords('a,"b\n1,2')).toThrow(/quote/);
    expect(() => csvToTable('')).toThrow(/empty/);
  });
});
