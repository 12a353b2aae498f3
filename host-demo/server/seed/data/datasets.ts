import type { Metadata } from '../../../../src/api/schemas/common';
import type { SeedDataset } from '../seedTypes';
import { CITY_TEMPERATURES } from './cityTemperatures';
import { BIKE_RIDES, CLASS_PETS, STATION_READINGS } from './smallTables';
import { SPRINT_TIMES } from './sprintTimes';
import { USER_IDS } from './users';

export const DATASET_IDS = {
  cityTemperatures: 1,
  sprintTimes: 2,
  weatherStations: 3,
  bikeRides: 4,
  classPets: 5,
} as const;

const CITY_METADATA: Metadata = {
  title: 'World City Temperatures',
  description: 'Monthly mean air temperature of 20 cities, 1991–2020 climate normals.',
  units: '°C',
  period: '1991–2020',
  source: 'National weather services via the WMO climate normals',
  license: 'CC BY 4.0',
  cases: 20,
};

export const SEED_DATASETS: SeedDataset[] = [
  {
    id: DATASET_IDS.cityTemperatures,
    access_url: 'world-city-temperatures',
    dataset_name: 'World City Temperatures',
    privacy: 'Public',
    author_id: USER_IDS.staffTeacher,
    gdrive_url: 'https://docs.google.com/spreadsheets/d/1cityTemperaturesDemo/edit',
    dataset_desc:
      'Average air temperatures in January, April, July and October, and over the whole year, for 20 cities on six continents. Use it to compare seasons in the two hemispheres and the effect of latitude.',
    group_tags: [
      { title: 'Subjects', tags: ['Earth Science', 'Geography', 'Math'] },
      { title: 'Skills', tags: ['Comparing distributions', 'Measures of center'] },
      { title: 'Grades', tags: ['6', '7', '8'] },
    ],
    reference_doc: [
      {
        title: 'Teacher guide: World City Temperatures',
        media_url: '/demo/assets/docs/city-temperatures-guide.txt',
      },
    ],
    datasource: [
      {
        source_name: 'WMO Climatological Normals',
        source_link:
          'https://community.wmo.int/en/activity-areas/climate-services/climate-products-and-initiatives/wmo-climatological-normals',
        source_type: 'Organization',
      },
    ],
    metadata: CITY_METADATA,
    table: CITY_TEMPERATURES,
    modified: '2024-09-02T10:00:00.000Z',
  },
  {
    id: DATASET_IDS.sprintTimes,
    access_url: 'olympic-100m-winning-times',
    dataset_name: 'Olympic 100 m Winning Times',
    privacy: 'Public',
    author_id: USER_IDS.staffTeacher,
    is_premium: true,
    dataset_desc:
      "Winning times of the men's Olympic 100 m final from 1948 to 2024, with the athlete and the country.",
    group_tags: [
      { title: 'Subjects', tags: ['Physical Education', 'Math'] },
      { title: 'Skills', tags: ['Trends over time', 'Outliers'] },
    ],
    reference_doc: [],
    datasource: [
      {
        source_name: 'Olympic results archive',
        source_link: 'https://www.olympics.com/en/olympic-games/olympic-results',
        source_type: 'Website',
      },
    ],
    metadata: {
      title: 'Olympic 100 m Winning Times',
      description: "Men's 100 m Olympic final, winning time in seconds.",
      units: 's',
      period: '1948–2024',
      source: 'Olympic results archive',
      cases: 20,
    },
    table: SPRINT_TIMES,
    modified: '2024-08-12T09:30:00.000Z',
  },
  {
    id: DATASET_IDS.weatherStations,
    access_url: 'school-weather-stations-1990',
    dataset_name: 'School Weather Stations 1990',
    privacy: 'Public',
    author_id: USER_IDS.staffTeacher,
    is_archived: true,
    dataset_desc:
      'Monthly maximum and minimum temperatures recorded by two school weather stations in 1990.',
    group_tags: [{ title: 'Subjects', tags: ['Earth Science'] }],
    reference_doc: [],
    datasource: [{ source_name: 'School weather network', source_link: '', source_type: 'Other' }],
    metadata: { title: 'School Weather Stations 1990', units: '°C', period: '1990', cases: 8 },
    table: STATION_READINGS,
    modified: '2019-03-01T08:00:00.000Z',
  },
  {
    id: DATASET_IDS.bikeRides,
    access_url: 'my-bike-rides',
    dataset_name: 'My Bike Rides',
    privacy: 'Private',
    author_id: USER_IDS.premiumTeacher,
    is_user_dataset: true,
    dataset_desc: 'Rides to school in April, logged with a phone app.',
    group_tags: [],
    reference_doc: [],
    datasource: [],
    metadata: { title: 'My Bike Rides', cases: 6 },
    table: BIKE_RIDES,
    modified: '2024-04-23T17:00:00.000Z',
  },
  {
    id: DATASET_IDS.classPets,
    access_url: 'class-pets',
    dataset_name: 'Class Pets',
    privacy: 'Public',
    author_id: USER_IDS.jrTeacher,
    is_tuva_jr: true,
    dataset_desc: 'Which pets the students of a second-grade class have at home.',
    group_tags: [{ title: 'Grades', tags: ['K', '1', '2'] }],
    reference_doc: [],
    datasource: [{ source_name: 'Class survey', source_link: '', source_type: 'Survey' }],
    metadata: { title: 'Class Pets', cases: 5 },
    table: CLASS_PETS,
    modified: '2024-02-14T12:00:00.000Z',
  },
];

export interface SeedActivity {
  id: number;
  dataset_id: number;
  activity_title: string;
  activity_type: string;
  access_url: string;
  asked_by_id: number;
  source: string;
  content: string;
  review_status: 'draft' | 'in_review' | 'published';
  modified_at: string;
}

export const SEED_ACTIVITIES: SeedActivity[] = [
  {
    id: 1,
    dataset_id: DATASET_IDS.cityTemperatures,
    activity_title: 'Comparing City Climates',
    activity_type: 'Activity',
    access_url: 'comparing-city-climates',
    asked_by_id: USER_IDS.staffTeacher,
    source: 'Courses demo',
    content: 'Which city has the smallest difference between January and July?',
    review_status: 'published',
    modified_at: '2024-09-05T10:00:00.000Z',
  },
  {
    id: 2,
    dataset_id: DATASET_IDS.weatherStations,
    activity_title: 'Hill or River: Which School Is Warmer?',
    activity_type: 'Activity',
    access_url: 'hill-or-river-school',
    asked_by_id: USER_IDS.staffTeacher,
    source: 'Courses demo',
    content: 'Compare the two stations month by month.',
    review_status: 'published',
    modified_at: '2019-03-02T08:00:00.000Z',
  },
  {
    id: 3,
    dataset_id: DATASET_IDS.sprintTimes,
    activity_title: 'How Fast Is Fast?',
    activity_type: 'Task',
    access_url: 'how-fast-is-fast',
    asked_by_id: USER_IDS.staffTeacher,
    source: 'Courses demo',
    content: 'Plot the winning times against the year and describe the trend.',
    review_status: 'published',
    modified_at: '2024-08-14T09:00:00.000Z',
  },
  {
    id: 4,
    dataset_id: DATASET_IDS.bikeRides,
    activity_title: 'My Ride Speeds (draft)',
    activity_type: 'Activity',
    access_url: 'my-ride-speeds',
    asked_by_id: USER_IDS.premiumTeacher,
    source: 'Teacher-made',
    content: 'Work out the speed of each ride. Is windy weather slower?',
    review_status: 'draft',
    modified_at: '2024-04-24T18:00:00.000Z',
  },
];

/**
 * The data stories are the data-story lessons of the two courses: the same access_url (the
 * lesson's slug), so the lesson's Share names the data story (spec section 6).
 */
export const SEED_DATASTORIES = [
  {
    id: 1,
    dataset_id: DATASET_IDS.cityTemperatures,
    title: 'The Story of a Heatwave',
    access_url: 'the-story-of-a-heatwave',
    author_id: USER_IDS.staffTeacher,
  },
  {
    id: 2,
    dataset_id: DATASET_IDS.sprintTimes,
    title: 'Record Breakers',
    access_url: 'record-breakers',
    author_id: USER_IDS.staffTeacher,
  },
];

export const SEED_NOTES = [
  {
    content_type: 'dataset',
    content_id: DATASET_IDS.cityTemperatures,
    note: 'Checked all 20 cities against the 1991–2020 normals; Lima corrected from 19.8 to 19.2.',
    added_by: 'staff_teacher',
    created_at: '2024-09-02T10:05:00.000Z',
  },
  {
    content_type: 'dataset',
    content_id: DATASET_IDS.cityTemperatures,
    note: 'Teachers asked for an October column: added.',
    added_by: 'superuser',
    created_at: '2024-08-20T14:00:00.000Z',
  },
  {
    content_type: 'dataset',
    content_id: DATASET_IDS.weatherStations,
    note: 'Archived: the stations closed in 1995 and newer data is in World City Temperatures.',
    added_by: 'staff_teacher',
    created_at: '2019-03-01T08:10:00.000Z',
  },
];

export const SEED_HISTORY = [
  {
    content_type: 'dataset',
    content_id: DATASET_IDS.cityTemperatures,
    changes: 'Created the dataset with 18 cities.',
    date: '2024-06-01T09:00:00.000Z',
  },
  {
    content_type: 'dataset',
    content_id: DATASET_IDS.cityTemperatures,
    changes: 'Added Auckland and Lagos; added the October column.',
    date: '2024-08-20T14:00:00.000Z',
  },
  {
    content_type: 'dataset',
    content_id: DATASET_IDS.cityTemperatures,
    changes: 'Corrected the Lima averages.',
    date: '2024-09-02T10:00:00.000Z',
  },
  {
    content_type: 'activity',
    content_id: 1,
    changes: 'Published the activity.',
    date: '2024-09-05T10:00:00.000Z',
  },
];

export const SEED_METADATA_HISTORY = [
  {
    content_type: 'dataset',
    content_id: DATASET_IDS.cityTemperatures,
    dataset_name: 'World City Temperatures',
    added_by: 'staff_teacher',
    previous_metadata: {
      ...CITY_METADATA,
      description: 'Monthly mean air temperature of 18 cities.',
      cases: 18,
    },
    current_metadata: { ...CITY_METADATA, period: '1981–2010', cases: 20 },
    date: '2024-08-20T14:00:00.000Z',
  },
  {
    content_type: 'dataset',
    content_id: DATASET_IDS.cityTemperatures,
    dataset_name: 'World City Temperatures',
    added_by: 'staff_teacher',
    previous_metadata: { ...CITY_METADATA, period: '1981–2010' },
    current_metadata: CITY_METADATA,
    date: '2024-09-02T10:00:00.000Z',
  },
];

/** Course datasets: the table of a data step plus its vocabulary. */
export const SEED_COURSE_DATASETS = [
  {
    id: 1,
    dataset_id: DATASET_IDS.cityTemperatures,
    dataset_name: 'World City Temperatures',
    keywords: [1, 2, 4, 5, 6],
  },
  {
    id: 2,
    dataset_id: DATASET_IDS.sprintTimes,
    dataset_name: 'Olympic 100 m Winning Times',
    keywords: [3, 7, 8],
  },
  { id: 3, dataset_id: DATASET_IDS.classPets, dataset_name: 'Class Pets', keywords: [] },
];
