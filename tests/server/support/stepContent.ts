/**
 * Step content and answers as teachers and students can write them, for property tests: every
 * question type, option count, key form (missing, blank, valid, out of range, repeated, junk,
 * given twice) and answer form (each encoding of every type, repeats, blanks, a client's own
 * verdict), inside and outside other containers, with and without ids and solutions.
 */
import fc from 'fast-check';
import type { AnswerMap, UserAnswerValue } from '../../../src/api/schemas/question';
import { QUESTION_TYPES, type QuestionType } from '../../../src/markup/questions';

const WORDS = ['Oslo', 'Lima', 'madrid', 'New  York', '**bold** city', '42', 'x_y', 'Ünïcode'];
const COLUMNS = ['latitude', 'jul', 'annual'];
const GRAPH_TYPES = ['dot', 'bar', 'histogram', 'line'];

const word = fc.constantFrom(...WORDS);
const position = fc.integer({ min: 0, max: 6 });

/** An `answer` attribute as written, or none. */
function keyAttribute(type: QuestionType, options: number): fc.Arbitrary<string> {
  const positions = fc.array(fc.integer({ min: 0, max: options + 1 }), { maxLength: 4 });
  const byType: Record<QuestionType, fc.Arbitrary<string>> = {
    radio: fc.oneof(
      fc.integer({ min: 1, max: Math.max(1, options) }).map(String),
      fc.integer({ min: 0, max: options + 2 }).map(String),
      fc.constantFrom('two', '2,3', ' 2 ', '1.5'),
    ),
    checkbox: fc.oneof(
      positions.map((list) => list.join(',')),
      positions.map((list) => list.join(', ')),
      positions.map((list) => list.join(' ')),
      fc.constantFrom('1,x', '1,,2'),
    ),
    text: fc.oneof(word, fc.constantFrom('   ', ' Lima ')),
    textarea: word,
    graph: fc.oneof(
      fc
        .record({
          x: fc.option(fc.constantFrom(...COLUMNS)),
          y: fc.option(fc.constantFrom(...COLUMNS)),
          type: fc.option(fc.constantFrom(...GRAPH_TYPES)),
        })
        .map((key) =>
          Object.entries(key)
            .filter(([, value]) => value !== null)
            .map(([part, value]) => `${part}=${value}`)
            .join(' '),
        ),
      fc.constantFrom('latitude against jul', 'x=latitude x=jul'),
    ),
  };
  const quoted = (value: string) => `answer="${value}"`;
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.constant('answer=""') },
    { weight: 6, arbitrary: byType[type].map(quoted) },
    // Given twice: the last one counts.
    {
      weight: 1,
      arbitrary: fc.tuple(byType[type], byType[type]).map(([a, b]) => `${quoted(a)} ${quoted(b)}`),
    },
  );
}

export interface QuestionSpec {
  type: QuestionType;
  options: number;
  markup: string;
}

const question: fc.Arbitrary<QuestionSpec> = fc
  .record({
    type: fc.constantFrom(...QUESTION_TYPES),
    options: fc.integer({ min: 0, max: 5 }),
    id: fc.option(fc.constantFrom('q-a', 'q-b', 'q-c', 'q-d'), { nil: null }),
    bullet: fc.constantFrom('-', '*', '+'),
    solution: fc.option(word, { nil: null }),
    extra: fc.constantFrom('', ' placeholder="Your answer"', ' rows=3', ' rows=0'),
    looseList: fc.boolean(),
  })
  .chain((spec) =>
    keyAttribute(spec.type, spec.options).map((key): QuestionSpec => {
      const id = spec.id === null ? '' : `#${spec.id} `;
      const gap = spec.looseList ? '\n\n' : '\n';
      const options = Array.from(
        { length: spec.options },
        (_, index) => `${spec.bullet} ${WORDS[index % WORDS.length]}`,
      ).join(gap);
      const solution = spec.solution ? `\n:::solution\n${spec.solution}\n:::\n` : '';
      const markup =
        `::::question{${id}type=${spec.type} ${key}${spec.extra}}\n` +
        `Which one is it?\n\n${options}\n${solution}::::`;
      return { type: spec.type, options: spec.options, markup };
    }),
  );

/** A question alone, or inside an alert or accordion (which then takes more colons). */
const placed = fc
  .tuple(question, fc.constantFrom('', 'alert{type=info}', 'accordion{title="More"}'))
  .map(([spec, container]) =>
    container ? `:::::${container}\nRead this first.\n\n${spec.markup}\n:::::` : spec.markup,
  );

/** A step's content: questions among paragraphs, with LF or CRLF line breaks. */
export const stepContent: fc.Arbitrary<string> = fc
  .record({
    blocks: fc.array(placed, { minLength: 1, maxLength: 4 }),
    crlf: fc.boolean(),
  })
  .map(({ blocks, crlf }) => {
    const content = `Intro with answer=2 in the text.\n\n${blocks.join('\n\nBetween questions.\n\n')}\n`;
    return crlf ? content.replace(/\n/g, '\r\n') : content;
  });

/** Every encoding an answer can come in, whatever its question's type. */
export const answerValue: fc.Arbitrary<UserAnswerValue> = fc.oneof(
  fc.constant(null),
  position,
  position.map(String),
  fc.array(position, { maxLength: 5 }),
  fc.array(position, { maxLength: 4 }).map((list) => list.join(', ')),
  word,
  word.map((text) => `  ${text.toUpperCase()} `),
  fc.constant('   '),
  fc.record({
    xAttribute: fc.constantFrom(...COLUMNS),
    yAttribute: fc.constantFrom(...COLUMNS),
    graphType: fc.constantFrom(...GRAPH_TYPES),
  }),
  fc.record({ plotType: fc.constantFrom(...GRAPH_TYPES) }),
);

/** Answers to some of the question ids a step may have (and one it has not), each with a claimed verdict. */
export const answerMap: fc.Arbitrary<AnswerMap> = fc.dictionary(
  fc.constantFrom(
    'q-a',
    'q-b',
    'q-c',
    'q-d',
    'q-a-2',
    'q-b-3',
    'question-1',
    'question-2',
    'q-none',
  ),
  fc.record({
    userAnswer: answerValue,
    preview: fc.constant(null),
    isCorrect: fc.constantFrom(true, false, null),
  }),
);
