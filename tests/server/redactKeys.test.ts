import { describe, expect, it } from 'vitest';
import { readStepQuestions, redactKeys } from '../../src/markup/questions';
import { CLIMATE_COURSE } from '../../host-demo/server/seed/data/climateCourse';
import { SPORTS_COURSE } from '../../host-demo/server/seed/data/sportsCourse';
import { STANDALONE_LESSONS } from '../../host-demo/server/seed/data/standaloneLessons';

describe('redactKeys: answer keys out of content markup', () => {
  it('removes the answer attribute and the solution, and keeps every other byte', () => {
    const content = `## Part 1

::::question{#q-unit type=radio answer=3}
In which unit?

- Kelvin
- Fahrenheit
- Celsius

:::solution
Degrees Celsius.
:::
::::

After the question.`;
    expect(redactKeys(content)).toBe(`## Part 1

::::question{#q-unit type=radio}
In which unit?

- Kelvin
- Fahrenheit
- Celsius

::::

After the question.`);
  });

  it('keeps the quoting of the other attributes, wherever the answer stands', () => {
    expect(
      redactKeys(
        `::::question{#q-city type=text answer="Lima" placeholder='City name'}\nWhere?\n::::`,
      ),
    ).toBe(`::::question{#q-city type=text placeholder='City name'}\nWhere?\n::::`);
    expect(redactKeys(`::::question{answer='1,3' #q-many type=checkbox}\nPick.\n::::`)).toBe(
      `::::question{#q-many type=checkbox}\nPick.\n::::`,
    );
    expect(
      redactKeys(`::::question{#q-say type=text answer="a } in {quotes" rows=2}\nSay.\n::::`),
    ).toBe(`::::question{#q-say type=text rows=2}\nSay.\n::::`);
  });

  it('keeps CRLF line breaks', () => {
    const crlf = [
      '::::question{#q-trend type=radio answer=2}',
      'Which?',
      '',
      '- Oslo',
      '- Madrid',
      '',
      ':::solution',
      'Madrid.',
      ':::',
      '::::',
      'Next paragraph.',
    ].join('\r\n');
    expect(redactKeys(crlf)).toBe(
      [
        '::::question{#q-trend type=radio}',
        'Which?',
        '',
        '- Oslo',
        '- Madrid',
        '',
        '::::',
        'Next paragraph.',
      ].join('\r\n'),
    );
  });

  it('reads questions opened with more than four colons, and keeps their other containers', () => {
    const content = `:::::question{#q-deep type=text answer="42"}
What is six times seven?

::::alert{type=info}
Multiply.
::::

::::solution
Six times seven is 42.

:::alert{type=success}
Well done.
:::
::::
:::::`;
    expect(redactKeys(content)).toBe(`:::::question{#q-deep type=text}
What is six times seven?

::::alert{type=info}
Multiply.
::::

:::::`);
  });

  it('removes a solution nested deeper in a question, and one left unclosed', () => {
    expect(
      redactKeys(`:::::question{#q-a type=textarea}
Explain.
::::accordion{title="Help"}
:::solution
Hidden.
:::
::::
:::::`),
    ).toBe(`:::::question{#q-a type=textarea}
Explain.
::::accordion{title="Help"}
::::
:::::`);
    expect(
      redactKeys(`::::question{#q-b type=text answer=x}\nSay.\n:::solution\nx\n::::\nAfter.`),
    ).toBe(`::::question{#q-b type=text}\nSay.\n::::\nAfter.`);
  });

  it('leaves answer= alone outside a question’s attribute braces', () => {
    const content = `Write answer=2 in the text.

:::alert{type=info answer=2}
An alert is not a question.
:::

:::solution
A solution outside a question is ordinary content.
:::

\`\`\`
::::question{#q-code type=radio answer=1}
:::solution
code sample
:::
::::
\`\`\`

::::question[answer=1 in a label]{#q-label type=text}
Prompt with answer=3 in it.
::::`;
    expect(redactKeys(content)).toBe(content);
  });

  it('keeps every seeded question, with only its answer and solution gone', () => {
    const steps = [CLIMATE_COURSE, SPORTS_COURSE]
      .flatMap((course) => course.modules.flatMap((module) => module.lessons))
      .concat(STANDALONE_LESSONS)
      .flatMap((lesson) => lesson.steps);
    let keyed = 0;
    for (const step of steps) {
      const before = readStepQuestions(step.content);
      const after = readStepQuestions(redactKeys(step.content));
      keyed += before.filter((q) => q.answer !== null || q.solution !== null).length;
      expect(after).toEqual(before.map((q) => ({ ...q, answer: null, solution: null })));
      expect(redactKeys(step.content)).not.toMatch(/:::solution|answer=/);
    }
    // The check above means something only if the seed has keys to remove.
    expect(keyed).toBeGreaterThan(20);
  });
});

describe('question parser: the container grammar', () => {
  it('reads CRLF content and questions with more than four colons', () => {
    const [question] = readStepQuestions(
      [
        ':::::question{#q-five type=radio answer=2}',
        'Pick one.',
        '- A',
        '- B',
        '::::solution',
        'B.',
        '::::',
        ':::::',
      ].join('\r\n'),
    );
    expect(question).toMatchObject({
      questionId: 'q-five',
      question: 'Pick one.',
      options: ['A', 'B'],
      answer: 2,
      solution: 'B.',
    });
  });

  it('does not read a question inside a code sample', () => {
    expect(readStepQuestions('```\n::::question{#q-x type=text answer=1}\nNo.\n::::\n```')).toEqual(
      [],
    );
  });
});
