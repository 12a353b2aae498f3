import { pathPattern } from './pathPattern';
import { reportedError, scrubText } from './scrub';

test('a path keeps its route words and loses ids, codes, names and the query', () => {
  expect(pathPattern('/api/user-lessons/42/steps/7/?answer=secret#top')).toBe(
    '/api/user-lessons/:id/steps/:id/',
  );
  expect(pathPattern('/api/user-dataset/classroomshare/google/AB12cd/')).toBe(
    '/api/user-dataset/classroomshare/google/:id/',
  );
  expect(pathPattern('/api/users/jane.doe%40school.org/')).toBe('/api/users/:id/');
});

test('a message loses e-mail addresses, quoted text, tokens, long numbers and path ids', () => {
  const text = scrubText(
    'PUT /api/course-response/381/12 failed for jane.doe@school.org with "my answer is forty two" token 9f86d081884c7d659a2feaa0c55ad015 id 123456',
  );
  expect(text).toBe(
    'PUT /api/course-response/:id/:id failed for <email> with "…" token <token> id <n>',
  );
});

test('a stack line keeps the built file, line and column, not the query of its URL', () => {
  expect(
    scrubText(
      'at Step (https://cdn.example/static/apps/courses/lesson-player/static/js/812.1a2b3c4d.chunk.js?user=17:2:10345)',
    ),
  ).toBe(
    'at Step (https://cdn.example/static/apps/courses/lesson-player/static/js/812.1a2b3c4d.chunk.js:2:10345)',
  );
});

test('an error is reported by name, scrubbed message and scrubbed stack lines', () => {
  const error = new TypeError('Cannot read "the name Alice Smith wrote" of undefined');
  error.stack = [
    'TypeError: Cannot read ...',
    '    at Answer (http://localhost:3000/static/apps/courses/runtime.js:1:2)',
    '    at renderWithHooks (http://localhost:3000/static/apps/courses/react.js:3:4)',
  ].join('\n');
  expect(reportedError(error)).toEqual({
    name: 'TypeError',
    message: 'Cannot read "…" of undefined',
    stack: [
      'at Answer (http://localhost:3000/static/apps/courses/runtime.js:1:2)',
      'at renderWithHooks (http://localhost:3000/static/apps/courses/react.js:3:4)',
    ],
  });
  expect(reportedError(error, false)).not.toHaveProperty('stack');
  expect(reportedError('a string thrown')).toEqual({ name: 'Error', message: 'a string thrown' });
});

test('a long message is cut short', () => {
  expect(scrubText('x '.repeat(400))).toHaveLength(300);
});
