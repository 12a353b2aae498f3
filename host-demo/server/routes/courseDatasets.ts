import { Hono } from 'hono';
import type { AppEnv } from '../http/appEnv';
import { NotFound } from '../services/errors';
import { parseId } from '../http/readBody';
import { courseDatasetKeywords, findCourseDataset } from '../repos/courseDatasets';
import { findDatasetById, toApiDatasetFor } from '../repos/datasets';

/** Course datasets belong to course content, so visitors may read them too. */
export const courseDatasetRoutes = new Hono<AppEnv>();

courseDatasetRoutes.get('/api/course-dataset/:id/keywords', (c) => {
  const { db } = c.get('server');
  const courseDataset = findCourseDataset(db, parseId(c.req.param('id')));
  if (!courseDataset) throw new NotFound('Course dataset not found.');
  return c.json(
    courseDatasetKeywords(db, courseDataset.id).map(({ keyword, keyword_details }) => ({
      keyword,
      keyword_details,
    })),
  );
});

courseDatasetRoutes.get('/api/course-dataset/:id/about', (c) => {
  const { db } = c.get('server');
  const courseDataset = findCourseDataset(db, parseId(c.req.param('id')));
  const dataset = courseDataset ? findDatasetById(db, courseDataset.dataset_id) : undefined;
  if (!dataset) throw new NotFound('Course dataset not found.');
  return c.json(toApiDatasetFor(db, c.get('user'), dataset));
});
