import type { SeedCourse } from '../seedTypes';

/** Markup is written raw so TeX backslashes survive. */
const md = String.raw;

const ELD = { slug: 'eld-support', name: 'ELD support' };

/** The free course: every lesson type, every question type, data and simulation steps. */
export const CLIMATE_COURSE: SeedCourse = {
  id: 1,
  name: 'Exploring Climate with Data',
  access_url: 'climate-data',
  description: 'Read, compare and plot real temperature data from cities around the world.',
  is_premium: false,
  subject: 'science',
  modules: [
    {
      slug: 'reading-temperature-data',
      title: 'Reading Temperature Data',
      description: 'What an average temperature means and how to read a table of them.',
      introduction_left: md`
::image{src="/demo/assets/images/thermometer.svg" alt="A thermometer showing 21 degrees Celsius" size=240x320 align=left}

In this module you learn to read a table of **monthly averages** and to compare cities with it.
      `,
      lessons: [
        {
          slug: 'what-is-an-average-temperature',
          title: 'What Is an Average Temperature?',
          lesson_type: 'lesson',
          labels: [ELD],
          description: 'Meet the data: monthly averages of 20 cities.',
          introduction: md`
Weather changes every day, climate is the weather **on average**. In this lesson you find out how a monthly average is made and read your first values.
          `,
          introduction_left: md`
::image{src="/demo/assets/images/world-map.svg" alt="A world map with the 20 cities of the dataset marked" size=480x260}
          `,
          duration: 15,
          modified: '2024-09-10T08:00:00.000Z',
          steps: [
            {
              content: md`
## Weather or climate?

The :keyword[temperature]{id=1} outside changes from hour to hour. To describe the **climate** of a city, scientists take the :keyword[average]{id=2} of many years of measurements.

:::alert{type=info icon=lightbulb title="Did you know?"}
A monthly average of 16.4 °C for Oslo in July does not mean that every July day is 16.4 °C. Some days are much warmer, some nights much colder.
:::

::::question{#q-climate-meaning type=radio answer=2}
Which sentence describes **climate** rather than weather?

- It is raining in Madrid this afternoon.
- July in Cairo is hot, with an average of about 28 °C.
- Tomorrow will be windy in Auckland.

:::solution
Climate is the long-term average: "July in Cairo is hot, with an average of about 28 °C" describes many years of Julys, the other two describe a single moment.
:::
::::
              `,
            },
            {
              content: md`
## Reading a value

The table on the left lists one row per city. Find **Singapore** and read its annual average.

:color[Tip:]{c=#1d4f91} the unit of every temperature column is °C.

::::question{#q-singapore-annual type=text answer="27.5" placeholder="Type a number"}
What is the annual average temperature of Singapore, in °C?

:::solution
The row for Singapore shows **27.5** in the _Annual average_ column.
:::
::::

::::question{#q-below-zero type=checkbox answer="1,3,4"}
Which cities have a January average **below** 0 °C? Select all that apply.

- Oslo
- Madrid
- Moscow
- Anchorage

:::solution
Oslo (−4.3 °C), Moscow (−6.2 °C) and Anchorage (−8.4 °C) are below zero. Madrid's January average is 6.3 °C.
:::
::::
              `,
              left_content: md`
| City      | January | July | Annual |
| --------- | ------- | ---- | ------ |
| Oslo      | −4.3    | 16.4 | 5.7    |
| Madrid    | 6.3     | 25.6 | 15.0   |
| Moscow    | −6.2    | 19.2 | 5.8    |
| Singapore | 26.5    | 27.9 | 27.5   |
| Anchorage | −8.4    | 15.0 | 2.8    |

An average of $n$ values $x_1, \dots, x_n$ is $\bar{x} = \frac{1}{n}\sum_{i=1}^{n} x_i$.
              `,
            },
            {
              content: md`
## Putting it in words

:::accordion{title="How is a monthly average computed?" open}
Every day the station records the highest and the lowest temperature. The daily mean is their average; the monthly mean is the average of the daily means; the _normal_ is the average of thirty of those monthly means.
:::

:::accordion{title="Why thirty years?"}
Thirty years are long enough to smooth out one unusually hot or cold year, and short enough to show a changing climate.
:::

::::question{#q-explain-average type=textarea rows=5 placeholder="Write two or three sentences" answer="A monthly average smooths out day-to-day changes, so it describes what the month is usually like, not one particular day."}
In your own words: why is an average temperature more useful than a single day's temperature for comparing two cities?

:::solution
A single day can be unusually hot or cold. An average over many days (and years) shows what is _typical_, so two cities can be compared fairly.
:::
::::
              `,
            },
          ],
        },
        {
          slug: 'the-story-of-a-heatwave',
          title: 'The Story of a Heatwave',
          lesson_type: 'datastory',
          description: 'A data story about the hottest and coldest months of the year.',
          introduction: md`
Follow the data from the coldest to the hottest month and discover why the two hemispheres have opposite seasons.
          `,
          duration: 10,
          modified: '2024-09-12T08:00:00.000Z',
          steps: [
            {
              content: md`
## Opposite seasons

Open the table on the left. Sort it by **July average** and look at the :keyword[hemisphere]{id=4} column.

::video{kind=youtube id=dQw4w9WgXcQ start=10 end=40}

::::question{#q-coldest-july type=radio answer=3}
Which of these cities has the coldest July?

- Cairo
- Tokyo
- Santiago
- Mumbai

:::solution
Santiago, in the Southern Hemisphere, has a July average of only 8.0 °C: July is winter there.
:::
::::
              `,
              course_dataset: 1,
              plot_state: { plotType: 'table', sortBy: 'jul_c' },
            },
            {
              content: md`
## Latitude matters

Cities far from the equator have a high :keyword[latitude]{id=5} (north or south). :icon{name=star} Compare Reykjavik with Singapore.

::::question{#q-latitude-effect type=radio answer=1}
As the distance from the equator grows, the annual average temperature usually…

- goes down
- goes up
- stays the same

:::solution
It goes down: Singapore (1.4°) averages 27.5 °C, Reykjavik (64.1°) only 4.3 °C.
:::
::::
              `,
              course_dataset: 1,
              continue_dataenv: true,
            },
          ],
        },
        {
          slug: 'plot-city-temperatures',
          title: 'Plot City Temperatures',
          lesson_type: 'task',
          description: 'Make your own graph of the July averages.',
          introduction: md`
Use the data tool to make a graph, then explain what it shows.
          `,
          duration: 20,
          modified: '2024-09-15T08:00:00.000Z',
          steps: [
            {
              content: md`
## Make a graph

Drag **Latitude** to the horizontal axis and **Annual average** to the vertical axis.

::::question{#q-plot-latitude type=graph answer="x=latitude y=annual_c type=dot"}
Make a scatter plot of the annual average against the latitude. Save your graph as your answer.

:::solution
The points form a hill: the warmest cities are near latitude 0 and the temperature falls towards both poles.
:::
::::
              `,
              course_dataset: 1,
            },
            {
              content: md`
## What does your graph show?

::::question{#q-warmest-annual type=text answer="Singapore" placeholder="City name"}
Which city has the highest annual average?

:::solution
**Singapore**, with 27.5 °C.
:::
::::

::::question{#q-describe-plot type=textarea rows=4 placeholder="Describe the pattern"}
Describe the pattern you see in your graph.

:::solution
Temperatures are highest near the equator and fall with latitude in both hemispheres.
:::
::::
              `,
              course_dataset: 1,
              continue_dataenv: true,
            },
          ],
        },
      ],
    },
    {
      slug: 'comparing-cities',
      title: 'Comparing Cities',
      description: 'Use averages and ranges to compare the climates of two cities.',
      introduction_left: md`
:::alert{type=success icon=check title="Before you start"}
You should be able to read a value from the city table.
:::
      `,
      lessons: [
        {
          slug: 'practice-averages-and-ranges',
          title: 'Practice: Averages and Ranges',
          lesson_type: 'practice',
          labels: [ELD],
          description: 'Compute ranges and averages by hand.',
          introduction: md`
Practise the two measures you need to compare climates: the average and the :keyword[range]{id=6}.
          `,
          duration: 15,
          modified: '2024-09-18T08:00:00.000Z',
          steps: [
            {
              content: md`
## The range

The range of a city's monthly values is $\max - \min$. For Oslo it is $16.4 - (-4.3) = 20.7$ °C.

::::question{#q-range-moscow type=text answer="25.4" placeholder="°C"}
Moscow: January −6.2 °C, July 19.2 °C. What is the range between them, in °C?

:::solution
$19.2 - (-6.2) = 25.4$ °C.
:::
::::

::::question{#q-smallest-range type=radio answer=2}
Which city has the **smallest** difference between January and July?

- Toronto
- Singapore
- Madrid

:::solution
Singapore: 26.5 °C in January and 27.9 °C in July, a difference of only 1.4 °C.
:::
::::
              `,
            },
            {
              content: md`
## The average of four months

$$\bar{x} = \frac{x_{Jan} + x_{Apr} + x_{Jul} + x_{Oct}}{4}$$

::::question{#q-mean-lima type=text answer="19.6" placeholder="°C, one decimal"}
Lima: 22.9, 21.3, 16.5 and 17.8 °C. What is their average, rounded to one decimal?

:::solution
$(22.9 + 21.3 + 16.5 + 17.8) / 4 = 78.5 / 4 = 19.625 \approx 19.6$ °C.
:::
::::

::::question{#q-southern-cities type=checkbox answer="2,3"}
Which of these cities are in the Southern Hemisphere?

- Lagos
- Nairobi
- Auckland
- Mexico City

:::solution
Nairobi (−1.3°) and Auckland (−36.9°) have negative latitudes. Lagos and Mexico City are north of the equator.
:::
::::
              `,
            },
          ],
        },
        {
          slug: 'simulating-daily-temperatures',
          title: 'Simulating Daily Temperatures',
          lesson_type: 'lesson',
          is_premium: true,
          description: 'Run a simulation of a month of daily temperatures.',
          introduction: md`
A simulation draws a month of daily temperatures around an average. Run it several times and compare.
          `,
          duration: 15,
          modified: '2024-09-20T08:00:00.000Z',
          steps: [
            {
              content: md`
## Run the simulation

Press **Run** in the simulation to generate 30 daily temperatures around an average of 16 °C.

::::question{#q-sim-spread type=radio answer=1}
When you run the simulation again, the daily values change. What happens to their average?

- It stays close to 16 °C
- It doubles
- It is always exactly 16 °C

:::solution
Each run is different, but the average of 30 days stays close to 16 °C.
:::
::::
              `,
              left_content: md`
::video{kind=simulation src="/demo/assets/simulations/daily-temperatures.html" width=640 height=420}
              `,
              has_simulation: true,
            },
            {
              content: md`
## Look at the spread

::::question{#q-sim-graph type=graph answer="type=dot"}
Make a dot plot of the simulated temperatures and save it.

:::solution
Most values lie within a few degrees of the average; a few are further away.
:::
::::
              `,
              has_simulation: true,
              continue_dataenv: true,
            },
          ],
        },
        {
          slug: 'climate-check',
          title: 'Check Your Understanding',
          lesson_type: 'taskassessment',
          description: 'A short graded assessment of the course.',
          introduction: md`
This assessment is graded. You can move between the steps; when you submit on the last step, your answers are final.
          `,
          duration: 20,
          modified: '2024-09-25T08:00:00.000Z',
          steps: [
            {
              content: md`
## Part 1

::::question{#q-assess-unit type=radio answer=3}
In which unit are the temperatures of the city table given?

- Kelvin
- Degrees Fahrenheit
- Degrees Celsius

:::solution
Degrees Celsius (°C).
:::
::::

::::question{#q-assess-hottest-july type=text answer="Cairo" placeholder="City name"}
Which city of the table has the highest **July** average?

:::solution
Cairo, with 28.0 °C.
:::
::::
              `,
              course_dataset: 1,
            },
            {
              content: md`
## Part 2

::::question{#q-assess-winter-july type=checkbox answer="1,2,4"}
For which cities is July a **winter** month?

- Buenos Aires
- Cape Town
- Toronto
- Sydney

:::solution
Buenos Aires, Cape Town and Sydney are in the Southern Hemisphere, where July is winter.
:::
::::
              `,
            },
            {
              content: md`
## Part 3

::::question{#q-assess-explain type=textarea rows=6 placeholder="Use numbers from the table"}
Compare the climates of Oslo and Madrid using the average and the range.

:::solution
Madrid is warmer on average (15.0 °C against 5.7 °C). Oslo's range from January to July (20.7 °C) is larger than Madrid's (19.3 °C).
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
