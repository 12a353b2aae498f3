import type Database from 'better-sqlite3';

/** The demo database connection (its own module, so the seed needs nothing that opens it). */
export type Db = Database.Database;
