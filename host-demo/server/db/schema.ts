/**
 * The demo database. JSON columns hold the nested parts of the API shapes that are always
 * read and written whole (answer maps, metadata, tag panels).
 */
import { ACCOUNTS_AND_COURSES_SQL } from './schemaAccountsCourses';
import { CONTENT_SQL } from './schemaContent';
import { LEARNER_RECORDS_SQL } from './schemaLearnerRecords';

export const SCHEMA_SQL = [ACCOUNTS_AND_COURSES_SQL, CONTENT_SQL, LEARNER_RECORDS_SQL].join('\n');
