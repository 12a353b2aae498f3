import { describe, expect, test } from 'vitest';
import { matchRoutes, type RouteObject } from './matchRoutes';

const layout = (name: string, children?: RouteObject[]): RouteObject =>
  children ? { element: name, children } : { element: name };

// The course app's shape (course/courseRoutes.tsx) under the root that tracks moves
// (shell/viewHeading.tsx).
const routes: RouteObject[] = [
  layout('root', [
    { path: '/', element: 'list' },
    {
      path: '/:courseSlug',
      element: 'course',
      children: [
        { index: true, element: 'redirect' },
        { path: ':moduleSlug', element: 'module' },
        {
          path: ':moduleSlug/:lessonSlug',
          element: 'lesson',
          children: [
            { index: true, element: 'to-intro' },
            { path: 'intro', element: 'intro' },
            { path: 'review', element: 'review' },
            { path: ':stepId', element: 'step' },
          ],
        },
        { path: '*', element: 'course-not-found' },
      ],
    },
    { path: '*', element: 'not-found' },
  ]),
];

const rendered = (path: string) =>
  matchRoutes(routes, path)?.routes.map((route) => route.element as string);

describe('matchRoutes', () => {
  test.each([
    ['/', ['root', 'list']],
    ['/climate', ['root', 'course', 'redirect']],
    ['/climate/', ['root', 'course', 'redirect']],
    ['/climate/m1/', ['root', 'course', 'module']],
    ['/climate/m1/l1', ['root', 'course', 'lesson', 'to-intro']],
    ['/climate/m1/l1/intro/', ['root', 'course', 'lesson', 'intro']],
    ['/climate/m1/l1/review/', ['root', 'course', 'lesson', 'review']],
    ['/climate/m1/l1/7/', ['root', 'course', 'lesson', 'step']],
    ['/climate/m1/l1/7/extra/', ['root', 'course', 'course-not-found']],
  ])('%s renders %j', (path, expected) => {
    expect(rendered(path)).toEqual(expected);
  });

  test('params of every level, decoded; a splat takes the rest', () => {
    expect(matchRoutes(routes, '/climate/m%201/l1/7/')?.params).toEqual({
      courseSlug: 'climate',
      moduleSlug: 'm 1',
      lessonSlug: 'l1',
      stepId: '7',
    });
    expect(matchRoutes(routes, '/climate/a/b/c/d')?.params).toEqual({
      courseSlug: 'climate',
      '*': 'a/b/c/d',
    });
  });

  test('a static segment wins over a param whatever the order', () => {
    const single: RouteObject[] = [
      {
        path: '/',
        element: 'layout',
        children: [
          { path: ':stepId', element: 'step' },
          { path: 'intro', element: 'intro' },
          { path: '*', element: 'none' },
        ],
      },
    ];
    expect(matchRoutes(single, '/intro/')?.routes.at(-1)?.element).toBe('intro');
    expect(matchRoutes(single, '/5/')?.routes.at(-1)?.element).toBe('step');
    // The layout's own path matches it alone (an empty outlet), before the splat, as in react-router.
    expect(matchRoutes(single, '/')?.routes.at(-1)?.element).toBe('layout');
    expect(matchRoutes(single, '/a/b/')?.routes.at(-1)?.element).toBe('none');
  });

  test('no route, no match', () => {
    expect(matchRoutes([{ path: '/a', element: 'a' }], '/b')).toBeNull();
  });
});
