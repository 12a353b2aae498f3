/** Dictionary entries; content refers to them as `:keyword[term]{id=N}`. */
export interface SeedKeyword {
  id: number;
  keyword: string;
  /** Short text of the Vocabulary popup. */
  keyword_details: string;
  /** Definition markup of the keyword popover. */
  definition: string;
}

export const SEED_KEYWORDS: SeedKeyword[] = [
  {
    id: 1,
    keyword: 'temperature',
    keyword_details: 'How hot or cold something is, measured here in degrees Celsius (°C).',
    definition:
      '**Temperature** tells how hot or cold something is. Weather stations measure the air temperature in the shade, about 1.5 m above the ground, in degrees Celsius (°C).',
  },
  {
    id: 2,
    keyword: 'average',
    keyword_details: 'The sum of the values divided by how many values there are (the mean).',
    definition:
      'The **average** (or *mean*) of a list of numbers is their sum divided by how many there are: $\\bar{x} = \\frac{x_1 + x_2 + \\dots + x_n}{n}$.',
  },
  {
    id: 3,
    keyword: 'median',
    keyword_details: 'The middle value when the values are put in order.',
    definition:
      'The **median** is the middle value of an ordered list. With an even number of values it is the average of the two middle ones. Unlike the mean, it is not pulled by a single extreme value.',
  },
  {
    id: 4,
    keyword: 'hemisphere',
    keyword_details: 'One half of the Earth, north or south of the equator.',
    definition:
      'A **hemisphere** is half of the Earth. The equator divides it into the *Northern* and the *Southern* hemisphere, whose seasons are opposite: July is summer in Oslo and winter in Sydney.',
  },
  {
    id: 5,
    keyword: 'latitude',
    keyword_details: 'How far north (positive) or south (negative) of the equator a place is.',
    definition: `::ai{model="gpt-4o-mini" type=keyword}
**Latitude** measures how far north or south of the equator a place lies, in degrees: 0° at the equator, up to 90° at the North Pole and −90° at the South Pole. Places at high latitudes get less sunlight in winter, so they are usually colder.`,
  },
  {
    id: 6,
    keyword: 'range',
    keyword_details: 'The largest value minus the smallest value.',
    definition:
      'The **range** of a set of values is the difference between the largest and the smallest value. It shows how spread out the values are.',
  },
  {
    id: 7,
    keyword: 'outlier',
    keyword_details: 'A value far away from the others.',
    definition:
      'An **outlier** is a value that lies far from the rest of the data. It may be a measuring mistake or a real, unusual case, so look at it before you remove it.',
  },
  {
    id: 8,
    keyword: 'trend',
    keyword_details: 'The general direction in which values change over time.',
    definition:
      'A **trend** is the general direction of change in data over time, such as winning times getting shorter from one Olympic Games to the next.',
  },
];
