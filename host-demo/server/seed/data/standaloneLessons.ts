import type { SeedLesson } from '../seedTypes';

const md = String.raw;

/** Lessons outside any course (activities and Jr. content), saved through user lessons. */
export const STANDALONE_LESSONS: SeedLesson[] = [
  {
    slug: 'weather-watch',
    subject: 'science',
    title: 'Weather Watch',
    lesson_type: 'lesson',
    is_tuva_jr: true,
    description: 'A first look at weather for young learners.',
    introduction: md`
Look at the sky and the thermometer. Is it warm or cold today?
    `,
    duration: 10,
    modified: '2024-03-01T08:00:00.000Z',
    steps: [
      {
        content: md`
## Warm or cold?

::image{src="/demo/assets/images/thermometer.svg" alt="A thermometer" size=120x160 align=right}

:color[Red]{c=red} means warm. :color[Blue]{c=blue} means cold.

::::question{#q-jr-warm type=radio answer=1}
The thermometer shows 25 °C. Is it warm or cold?

- Warm
- Cold

:::solution
25 °C is warm: good weather for shorts!
:::
::::
        `,
      },
      {
        content: md`
## Our class pets

:partner-icon{value=microscope} Look at the class pets data.

::::question{#q-jr-pets type=text answer="Dog" placeholder="Pet"}
Which pet do most students have?

:::solution
**Dog**: 9 students have a dog.
:::
::::
        `,
        course_dataset: 3,
      },
    ],
  },
  {
    slug: 'ocean-temperatures-activity',
    subject: 'science',
    title: 'Ocean Temperatures',
    lesson_type: 'task',
    description: 'Why coastal cities have mild winters.',
    introduction: md`
The sea warms and cools slowly. See what that does to coastal cities.
    `,
    duration: 15,
    modified: '2024-07-01T08:00:00.000Z',
    steps: [
      {
        content: md`
## Coast or inland?

Compare **Madrid**, far from the sea, with **Auckland**, a coastal city.

::::question{#q-ocean-mild type=radio answer=2}
Auckland's coldest month averages 11 °C, Madrid's 6.3 °C. Which effect explains the milder winter?

- Auckland is higher above sea level
- The ocean releases stored heat in winter
- Auckland has more sunshine in winter

:::solution
The ocean stores heat in summer and releases it in winter, keeping coastal winters mild.
:::
::::
        `,
        course_dataset: 1,
      },
      {
        content: md`
## Your explanation

::::question{#q-ocean-explain type=textarea rows=4 placeholder="Explain with the data"}
Explain in your own words why a coastal city has a smaller range of temperatures.

:::solution
Water heats up and cools down slowly, so the sea keeps the air near it from getting very hot or very cold.
:::
::::

::::question{#q-ocean-unit type=text answer="°C" placeholder="Unit"}
Which unit are the temperatures in? (Type the symbol.)

:::solution
°C, degrees Celsius.
:::
::::
        `,
      },
    ],
  },
  {
    slug: 'jr-counting-practice',
    subject: 'math',
    title: 'Counting Pets',
    lesson_type: 'practice',
    is_tuva_jr: true,
    is_premium: true,
    description: 'Practise reading a bar chart.',
    introduction: md`
Count the bars and compare.
    `,
    duration: 5,
    modified: '2024-03-05T08:00:00.000Z',
    steps: [
      {
        content: md`
## More or fewer?

::::question{#q-jr-more type=checkbox answer="1,2"}
Which pets do **more** students have than fish (4)?

- Dog
- Cat
- Rabbit

:::solution
Dog (9) and Cat (7).
:::
::::
        `,
        course_dataset: 3,
      },
    ],
  },
];
