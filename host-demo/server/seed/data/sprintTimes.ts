import type { SeedTable } from '../seedTypes';

/** Men's Olympic 100 m winners, hand-timed to a tenth before 1968. */
const WINNERS: [number, string, string, number][] = [
  [1948, 'Harrison Dillard', 'United States', 10.3],
  [1952, 'Lindy Remigino', 'United States', 10.4],
  [1956, 'Bobby Morrow', 'United States', 10.5],
  [1960, 'Armin Hary', 'Germany', 10.2],
  [1964, 'Bob Hayes', 'United States', 10.06],
  [1968, 'Jim Hines', 'United States', 9.95],
  [1972, 'Valeriy Borzov', 'Soviet Union', 10.14],
  [1976, 'Hasely Crawford', 'Trinidad and Tobago', 10.06],
  [1980, 'Allan Wells', 'Great Britain', 10.25],
  [1984, 'Carl Lewis', 'United States', 9.99],
  [1988, 'Carl Lewis', 'United States', 9.92],
  [1992, 'Linford Christie', 'Great Britain', 9.96],
  [1996, 'Donovan Bailey', 'Canada', 9.84],
  [2000, 'Maurice Greene', 'United States', 9.87],
  [2004, 'Justin Gatlin', 'United States', 9.85],
  [2008, 'Usain Bolt', 'Jamaica', 9.69],
  [2012, 'Usain Bolt', 'Jamaica', 9.63],
  [2016, 'Usain Bolt', 'Jamaica', 9.81],
  [2020, 'Marcell Jacobs', 'Italy', 9.8],
  [2024, 'Noah Lyles', 'United States', 9.79],
];

export const SPRINT_TIMES: SeedTable = {
  columns: [
    { id: 'year', name: 'Year', type: 'numeric', unit: null },
    { id: 'athlete', name: 'Athlete', type: 'categorical', unit: null },
    { id: 'country', name: 'Country', type: 'categorical', unit: null },
    { id: 'time_s', name: 'Winning time', type: 'numeric', unit: 's' },
  ],
  rows: WINNERS.map(([year, athlete, country, time]) => ({ year, athlete, country, time_s: time })),
};
