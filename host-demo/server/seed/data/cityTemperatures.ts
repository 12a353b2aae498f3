import type { SeedTable } from '../seedTypes';

type CityRow = [
  string,
  string,
  'Northern' | 'Southern',
  number,
  number,
  number,
  number,
  number,
  number,
];

/** Climate normals (1991–2020), monthly mean air temperature in °C, rounded. */
const CITIES: CityRow[] = [
  ['Oslo', 'Norway', 'Northern', 59.9, -4.3, 4.5, 16.4, 6.3, 5.7],
  ['Madrid', 'Spain', 'Northern', 40.4, 6.3, 12.9, 25.6, 15.4, 15.0],
  ['Lima', 'Peru', 'Southern', -12.0, 22.9, 21.3, 16.5, 17.8, 19.2],
  ['Cairo', 'Egypt', 'Northern', 30.0, 14.0, 21.7, 28.0, 24.1, 22.1],
  ['Sydney', 'Australia', 'Southern', -33.9, 23.1, 19.2, 12.5, 17.6, 18.4],
  ['Moscow', 'Russia', 'Northern', 55.8, -6.2, 6.3, 19.2, 5.8, 5.8],
  ['Mumbai', 'India', 'Northern', 19.1, 24.4, 28.8, 27.7, 28.3, 27.2],
  ['Tokyo', 'Japan', 'Northern', 35.7, 5.4, 14.3, 25.8, 18.5, 15.8],
  ['Nairobi', 'Kenya', 'Southern', -1.3, 19.2, 19.2, 15.8, 18.8, 17.8],
  ['Reykjavik', 'Iceland', 'Northern', 64.1, -0.5, 2.9, 10.6, 4.0, 4.3],
  ['Buenos Aires', 'Argentina', 'Southern', -34.6, 24.9, 17.3, 11.0, 17.0, 17.9],
  ['Cape Town', 'South Africa', 'Southern', -33.9, 21.6, 17.4, 12.6, 16.0, 16.7],
  ['New York', 'United States', 'Northern', 40.7, 0.4, 12.0, 25.0, 14.4, 12.9],
  ['Mexico City', 'Mexico', 'Northern', 19.4, 14.0, 18.6, 16.9, 16.0, 16.6],
  ['Singapore', 'Singapore', 'Northern', 1.4, 26.5, 28.0, 27.9, 27.6, 27.5],
  ['Anchorage', 'United States', 'Northern', 61.2, -8.4, 2.9, 15.0, 1.7, 2.8],
  ['Auckland', 'New Zealand', 'Southern', -36.9, 19.8, 16.7, 11.0, 14.0, 15.3],
  ['Santiago', 'Chile', 'Southern', -33.4, 21.0, 14.0, 8.0, 14.6, 14.5],
  ['Toronto', 'Canada', 'Northern', 43.7, -5.5, 6.1, 22.2, 10.1, 8.3],
  ['Lagos', 'Nigeria', 'Northern', 6.5, 27.3, 28.6, 25.6, 26.8, 27.0],
];

export const CITY_TEMPERATURES: SeedTable = {
  columns: [
    { id: 'city', name: 'City', type: 'categorical', unit: null },
    { id: 'country', name: 'Country', type: 'categorical', unit: null },
    { id: 'hemisphere', name: 'Hemisphere', type: 'categorical', unit: null },
    { id: 'latitude', name: 'Latitude', type: 'numeric', unit: '°' },
    { id: 'jan_c', name: 'January average', type: 'numeric', unit: '°C' },
    { id: 'apr_c', name: 'April average', type: 'numeric', unit: '°C' },
    { id: 'jul_c', name: 'July average', type: 'numeric', unit: '°C' },
    { id: 'oct_c', name: 'October average', type: 'numeric', unit: '°C' },
    { id: 'annual_c', name: 'Annual average', type: 'numeric', unit: '°C' },
  ],
  rows: CITIES.map(([city, country, hemisphere, latitude, jan, apr, jul, oct, annual]) => ({
    city,
    country,
    hemisphere,
    latitude,
    jan_c: jan,
    apr_c: apr,
    jul_c: jul,
    oct_c: oct,
    annual_c: annual,
  })),
};
