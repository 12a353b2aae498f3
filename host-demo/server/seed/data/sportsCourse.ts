import type { SeedCourse } from '../seedTypes';

const md = String.raw;

/** The premium course: every lesson is premium. */
export const SPORTS_COURSE: SeedCourse = {
  id: 2,
  name: 'Statistics in Sport',
  access_url: 'sports-statistics',
  description: 'Medians, outliers and trends in 75 years of Olympic sprint finals.',
  is_premium: true,
  subject: 'math',
  modules: [
    {
      slug: 'measuring-performance',
      title: 'Measuring Performance',
      description: 'Read and summarise winning times.',
      introduction_left: md`
::image{src="/demo/assets/images/sprinter.svg" alt="A sprinter crossing the finish line" size=320x220 align=right}

How much faster have sprinters become? Start by reading the results.
      `,
      lessons: [
        {
          slug: 'reading-sprint-times',
          title: 'Reading Sprint Times',
          lesson_type: 'lesson',
          is_premium: true,
          description: 'Meet the Olympic 100 m data.',
          introduction: md`
Twenty Olympic finals, one row each. Learn to read them.
          `,
          duration: 10,
          modified: '2024-08-20T08:00:00.000Z',
          steps: [
            {
              content: md`
## The data

Each row is one Olympic final. Times before 1968 were taken by hand, to a tenth of a second.

::::question{#q-first-under-10 type=text answer="1968" placeholder="Year"}
In which year was the Olympic 100 m first won in under 10 seconds?

:::solution
**1968**: Jim Hines won in 9.95 s.
:::
::::
              `,
              course_dataset: 2,
            },
            {
              content: md`
## Repeat winners

::::question{#q-repeat-winners type=checkbox answer="1,3"}
Which athletes won the 100 m at more than one Olympics?

- Usain Bolt
- Maurice Greene
- Carl Lewis
- Bob Hayes

:::solution
Usain Bolt (2008, 2012, 2016) and Carl Lewis (1984, 1988).
:::
::::
              `,
              course_dataset: 2,
              continue_dataenv: true,
            },
          ],
        },
        {
          slug: 'practice-medians',
          title: 'Practice: Medians',
          lesson_type: 'practice',
          is_premium: true,
          description: 'Find the middle value.',
          introduction: md`
The :keyword[median]{id=3} is the middle of an ordered list.
          `,
          duration: 10,
          modified: '2024-08-22T08:00:00.000Z',
          steps: [
            {
              content: md`
## Five finals

Winning times 2008–2024: 9.69, 9.63, 9.81, 9.80, 9.79.

::::question{#q-median-five type=text answer="9.79" placeholder="seconds"}
What is the median of these five times?

:::solution
Ordered: 9.63, 9.69, **9.79**, 9.80, 9.81. The middle value is 9.79 s.
:::
::::
              `,
            },
            {
              content: md`
## Median or mean?

::::question{#q-median-robust type=radio answer=2}
One time in a list is a typing mistake: 99.8 instead of 9.98. Which measure changes less?

- The mean
- The median

:::solution
The median. The mean is pulled far up by the :keyword[outlier]{id=7}; the median only moves one place.
:::
::::
              `,
            },
          ],
        },
        {
          slug: 'plot-the-winning-times',
          title: 'Plot the Winning Times',
          lesson_type: 'task',
          is_premium: true,
          description: 'Graph the winning time against the year.',
          introduction: md`
Make a graph and describe the :keyword[trend]{id=8}.
          `,
          duration: 20,
          modified: '2024-08-25T08:00:00.000Z',
          steps: [
            {
              content: md`
## Your graph

::::question{#q-plot-times type=graph}
Plot **Winning time** against **Year** and save the graph.

:::solution
The points slope down from 10.3 s in 1948 to about 9.8 s today, with a dip in 2012.
:::
::::
              `,
              course_dataset: 2,
            },
          ],
        },
      ],
    },
    {
      slug: 'making-predictions',
      title: 'Making Predictions',
      description: 'Use the trend to make careful predictions.',
      introduction_left: md`
:::alert{type=warning icon=warning title="Careful"}
A trend in the past is no promise about the future.
:::
      `,
      lessons: [
        {
          slug: 'record-breakers',
          title: 'Record Breakers',
          lesson_type: 'datastory',
          is_premium: true,
          description: 'The story of the fastest finals.',
          introduction: md`
From 10.3 to 9.63 seconds: a data story.
          `,
          duration: 10,
          modified: '2024-08-28T08:00:00.000Z',
          steps: [
            {
              content: md`
## The fastest final

::video{kind=vimeo id=76979871}

::::question{#q-fastest-final type=radio answer=2}
Which final was the fastest?

- 2008
- 2012
- 2016

:::solution
2012: Usain Bolt won in 9.63 s.
:::
::::
              `,
              course_dataset: 2,
            },
            {
              content: md`
## Slower again?

::::question{#q-why-slower type=textarea rows=4 placeholder="Give a reason"}
The 2016 time (9.81 s) is slower than 2012. Give one reason why a winning time can go up.

:::solution
Weather (headwind), the competition in that final, or an athlete's form on the day.
:::
::::
              `,
              course_dataset: 2,
              continue_dataenv: true,
            },
          ],
        },
        {
          slug: 'sports-assessment',
          title: 'Sports Statistics Assessment',
          lesson_type: 'taskassessment',
          is_premium: true,
          description: 'Graded assessment of the premium course.',
          introduction: md`
Answer all questions, then submit. Your answers cannot be changed afterwards.
          `,
          duration: 15,
          modified: '2024-08-30T08:00:00.000Z',
          steps: [
            {
              content: md`
## Question 1

::::question{#q-sa-median type=text answer="9.85" placeholder="seconds"}
Times: 9.84, 9.87, 9.85. What is the median?

:::solution
Ordered 9.84, 9.85, 9.87: the median is 9.85 s.
:::
::::
              `,
            },
            {
              content: md`
## Question 2

::::question{#q-sa-trend type=radio answer=1}
Overall, the winning times since 1948 have…

- decreased
- increased
- not changed

:::solution
Decreased, from 10.3 s to under 9.9 s.
:::
::::

::::question{#q-sa-graph type=graph}
Save a graph that shows the trend.

:::solution
A scatter plot of time against year with a falling trend.
:::
::::
              `,
              course_dataset: 2,
            },
          ],
        },
        {
          slug: 'fair-comparisons',
          title: 'Fair Comparisons',
          lesson_type: 'CourseLesson',
          is_premium: true,
          description: 'Hand timing versus electronic timing.',
          introduction: md`
Can we compare a hand-timed 10.3 with an electronic 9.95?
          `,
          duration: 10,
          modified: '2024-09-01T08:00:00.000Z',
          steps: [
            {
              content: md`
## Two kinds of clocks

:::alert{type=info icon=info title="Timing"}
Hand timing is usually about 0.24 s faster than electronic timing, because a timekeeper reacts late to the gun but not to the finish.
:::

::::question{#q-fair type=radio answer=1}
Should a hand-timed 10.2 be compared directly with an electronic 10.14?

- No, hand times should be adjusted first
- Yes, they are measured the same way

:::solution
No: add about 0.24 s to a hand time before comparing it.
:::
::::
              `,
            },
          ],
        },
      ],
    },
  ],
};
