import { Hono } from 'hono';
import { AssignmentPayloadSchema } from '../../../src/api/schemas/assignment';
import { CLASSROOM_PROVIDERS } from '../../../src/api/schemas/sharing';
import type { AppEnv } from '../http/appEnv';
import { parseId, readJson } from '../http/readBody';
import { requireTeacher, requireUser } from '../http/session';
import { listStudentAssignments } from '../repos/studentAssignments';
import {
  assertMayAssign,
  assignLesson,
  lessonAssignments,
  postAssignment,
} from '../services/assignments';
import { NotFound } from '../services/errors';
import { isOneOf } from '../../../src/typeGuards/isOneOf';

export const assignmentRoutes = new Hono<AppEnv>();

/** A student's list: what their teachers assigned to the classes they are in. */
assignmentRoutes.get('/api/assignments/mine', (c) => {
  const user = requireUser(c);
  return c.json(listStudentAssignments(c.get('server').db, user.id));
});

assignmentRoutes.get('/api/assignments/lesson/:id', (c) => {
  const user = requireTeacher(c);
  const lessonId = parseId(c.req.param('id'), 'lesson id');
  return c.json(lessonAssignments(c.get('server').db, user, lessonId));
});

assignmentRoutes.post('/api/assignments/lesson/:id', async (c) => {
  const user = requireTeacher(c);
  // Refused before the body is read: the upgrade prompt, whatever was sent.
  assertMayAssign(user);
  const payload = await readJson(c, AssignmentPayloadSchema);
  const lessonId = parseId(c.req.param('id'), 'lesson id');
  return c.json(assignLesson(c.get('server').db, user, lessonId, payload), 201);
});

assignmentRoutes.post('/assignment/:action/:id', (c) => {
  const match = /^([a-z]+)_stream_post$/.exec(c.req.param('action'));
  if (!match?.[1]) throw new NotFound();
  const provider = match[1];
  if (!isOneOf(CLASSROOM_PROVIDERS, provider)) throw new NotFound(`Unknown provider: ${provider}`);
  const user = requireTeacher(c);
  const id = parseId(c.req.param('id'), 'assignment id');
  return c.json(postAssignment(c.get('server').db, user, provider, id));
});
