import type { DataTable } from '../model/table';

/** A few rows shaped like the seeded World City Temperatures table. */
export const CITIES: DataTable = {
  name: 'World City Temperatures',
  columns: [
    { id: 'city', name: 'City', type: 'categorical', unit: null },
    { id: 'hemisphere', name: 'Hemisphere', type: 'categorical', unit: null },
    { id: 'latitude', name: 'Latitude', type: 'numeric', unit: '°' },
    { id: 'jul_c', name: 'July average', type: 'numeric', unit: '°C' },
    { id: 'annual_c', name: 'Annual average', type: 'numeric', unit: '°C' },
  ],
  rows: [
    { city: 'Oslo', hemisphere: 'Northern', latitude: 59.9, jul_c: 16.4, annual_c: 5.7 },
    { city: 'Lima', hemisphere: 'Southern', latitude: -12.0, jul_c: 16.5, annual_c: 19.2 },
    { city: 'Cairo', hemisphere: 'Northern', latitude: 30.0, jul_c: 28.0, annual_c: 22.1 },
    { city: 'Sydney', hemisphere: 'Southern', latitude: -33.9, jul_c: 12.5, annual_c: 18.4 },
    { city: 'Singapore', hemisphere: 'Northern', latitude: 1.4, jul_c: 27.9, annual_c: 27.5 },
  ],
};
