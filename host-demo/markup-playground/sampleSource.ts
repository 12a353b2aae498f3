/**
 * The playground's starting content: one of every construct of the language, so the preview,
 * the question list and the answer key all have something to show. Written raw so that TeX
 * backslashes survive.
 */
export const SAMPLE_SOURCE = String.raw`::ai{model="gpt-4o-mini" type=keyword}
# Reading temperature data

Everything here is **Markdown** (GFM) plus *directives*. Edit the source: the preview follows as you type.

## Text

A :keyword[monthly average]{id=2} is the :color[mean]{c=#1d4f91} of many days, :color[warmer]{c=firebrick} in July. :icon{name=star} Partner content :partner-icon{value=globe}

The mean of $n$ values is $\bar{x} = \frac{1}{n}\sum_{i=1}^{n} x_i$, and the yearly range is

$$T_{July} - T_{January} = 21.3$$

| City | July (°C) | January (°C) |
|:-----|----------:|-------------:|
| Oslo | 16.4 | -4.3 |
| Lima | 17.1 | 22.8 |

- [x] Read the table
- [ ] Plot the data

Water is H<sub>2</sub>O. [Climate data](https://example.org/climate) opens in a new tab; [write to your teacher](mailto:teacher@example.org) does not.

## Blocks

:::alert{type=info icon=lightbulb title="Did you know?"}
A monthly average of 16.4 °C does not mean that every July day is 16.4 °C.
:::

::::accordion{title="How is a monthly average computed?" open}
Add the daily means of the month and divide by the number of days.

:::alert{type=warning}
Missing days change the average.
:::
::::

:::accordion{title="Why thirty years?" style="accordion"}
Climate is the weather of thirty years or more.
:::

## Media

::image{src="/demo/assets/images/world-map.svg" alt="A world map with the cities of the dataset marked" size=480x260 align=center}

![A thermometer showing 21 degrees Celsius](/demo/assets/images/thermometer.svg)

::video{kind=youtube id=dQw4w9WgXcQ start=10 end=40 title="Weather and climate"}

::video{kind=vimeo id=76979871}

::video{kind=product id=42}

::video{kind=simulation src="/demo/assets/simulations/daily-temperatures.html" width=640 height=420 title="Daily temperatures simulation"}

::video{kind=iframe src="/demo/assets/docs/city-temperatures-guide.txt" title="Dataset guide"}

## Questions

::::question{#q-city type=text answer="Lima" placeholder="City name"}
Which city has the warmer **January**?
::::

::::question{#q-why type=textarea rows=5 placeholder="Explain in two or three sentences"}
Why do coastal cities warm more slowly in spring?
::::

::::question{#q-trend type=radio answer=2}
Which city warms fastest in spring?

- Oslo
- Madrid
- Lima

:::solution
Madrid's average rises most between March and May.
:::
::::

::::question{#q-south type=checkbox answer="1,3"}
Which cities are in the southern hemisphere?

- Lima
- Oslo
- Sydney
::::

::::question{#q-plot type=graph}
Plot the July temperature of each city against its latitude.
::::
`;
