import type { SeedTable } from '../seedTypes';

/** Readings of a retired network of school weather stations (archived dataset). */
export const STATION_READINGS: SeedTable = {
  columns: [
    { id: 'station', name: 'Station', type: 'categorical', unit: null },
    { id: 'month', name: 'Month', type: 'date', unit: null },
    { id: 'max_c', name: 'Maximum', type: 'numeric', unit: '°C' },
    { id: 'min_c', name: 'Minimum', type: 'numeric', unit: '°C' },
  ],
  rows: [
    { station: 'Hill School', month: '1990-01', max_c: 3.1, min_c: -4.2 },
    { station: 'Hill School', month: '1990-04', max_c: 12.8, min_c: 3.0 },
    { station: 'Hill School', month: '1990-07', max_c: 24.6, min_c: 13.9 },
    { station: 'Hill School', month: '1990-10', max_c: 14.2, min_c: 5.1 },
    { station: 'River School', month: '1990-01', max_c: 4.0, min_c: -2.8 },
    { station: 'River School', month: '1990-04', max_c: 13.5, min_c: 4.4 },
    { station: 'River School', month: '1990-07', max_c: 25.9, min_c: 15.2 },
    { station: 'River School', month: '1990-10', max_c: 15.0, min_c: 6.3 },
  ],
};

/** A teacher's own uploaded data (user dataset). */
export const BIKE_RIDES: SeedTable = {
  columns: [
    { id: 'date', name: 'Date', type: 'date', unit: null },
    { id: 'distance_km', name: 'Distance', type: 'numeric', unit: 'km' },
    { id: 'minutes', name: 'Time', type: 'numeric', unit: 'min' },
    { id: 'weather', name: 'Weather', type: 'categorical', unit: null },
  ],
  rows: [
    { date: '2024-04-02', distance_km: 12.4, minutes: 41, weather: 'Sunny' },
    { date: '2024-04-05', distance_km: 8.1, minutes: 29, weather: 'Cloudy' },
    { date: '2024-04-09', distance_km: 15.0, minutes: 52, weather: 'Sunny' },
    { date: '2024-04-13', distance_km: 6.7, minutes: 27, weather: 'Rain' },
    { date: '2024-04-18', distance_km: 20.3, minutes: 68, weather: 'Windy' },
    { date: '2024-04-22', distance_km: 11.9, minutes: 40, weather: 'Sunny' },
  ],
};

/** Junior-edition survey. */
export const CLASS_PETS: SeedTable = {
  columns: [
    { id: 'pet', name: 'Pet', type: 'categorical', unit: null },
    { id: 'students', name: 'Students', type: 'numeric', unit: null },
  ],
  rows: [
    { pet: 'Dog', students: 9 },
    { pet: 'Cat', students: 7 },
    { pet: 'Fish', students: 4 },
    { pet: 'Rabbit', students: 2 },
    { pet: 'No pet', students: 5 },
  ],
};
