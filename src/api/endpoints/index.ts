/** Typed functions for every call of spec section 7, one module per area. */
export type { CallOptions } from './callOptions';
export * from './errorBody';
export * from './users';
export * from './lessons';
export * from './courses';
export * from './courseResponses';
export * from './userLessons';
export * from './courseDatasets';
export * from './datasets';
export * from './sharing';
export * from './keywords';
export * from './feedback';
export * from './bookmarks';
export * from './plots';
export * from './assignments';
export * from './speech';
export * from './lookup';
export * from './contentBuilder';
