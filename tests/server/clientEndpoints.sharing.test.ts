/**
 * The widgets' typed calls (src/api/endpoints) against the real server (support/clientPage.ts):
 * sharing (short links, classes, Google grants, e-mail) and assigning to classes.
 */
import { describe, expect, it } from 'vitest';
import * as endpoints from '../../src/api/endpoints';
import { browser, startClientServer, usePage } from './support/clientPage';
import { consentToClassroom } from './support/testServer';

describe('endpoint functions against the development server', () => {
  startClientServer();

  it('shares: short link, classes, class share, Google grant flow, e-mail', async () => {
    usePage();
    await browser.login('premium_teacher');
    expect(
      await endpoints.fetchShortUrl({ url: '/datasets/class-pets/', type: 'dataset', id: 5 }),
    ).toMatch(/\/s\//);
    const classes = await endpoints.fetchShareClassrooms('dataset', 'class-pets');
    expect(classes.map((c) => c.provider)).toEqual(['google', 'clever', 'other']);
    expect(
      (await endpoints.shareWithClassroom({ classroomId: 3, type: 'dataset', id: 5 })).message,
    ).toMatch(/Grade 8/);

    const payload = { classroomId: 1, type: 'dataset' as const, id: 5 };
    const refusal = await endpoints
      .shareWithProviderClassroom('google', payload)
      .catch((error: unknown) => error);
    expect(await endpoints.isInsufficientScope(refusal)).toBe(true);
    expect(await endpoints.readErrorBody(refusal)).toEqual({
      error: 'Insufficient Scope',
      code: 'insufficient_scope',
    });
    // The code the consent page hands the page that opened it.
    const { code = '' } = await consentToClassroom(browser);
    expect(await endpoints.grantIntegration('google', code)).toBe(true);
    expect((await endpoints.shareWithProviderClassroom('google', payload)).gassignment_id).toMatch(
      /^\d+$/,
    );
    expect(await endpoints.revokeIntegration('google')).toBe(true);

    const shared = await endpoints.shareByEmail({
      page_link: 'http://localhost/datasets/class-pets/',
      email: 'colleague@example.org',
      type: 'dataset',
    });
    expect(shared.success).toBe(true);
  });

  it('tells a 403 for a missing grant from a 403 for another reason', async () => {
    usePage();
    await browser.login('student');
    const other = await endpoints
      .fetchShareClassrooms('dataset', 1)
      .catch((error: unknown) => error);
    expect(other).toMatchObject({ status: 403 });
    expect(await endpoints.isInsufficientScope(other)).toBe(false);
  });

  it('assigns a lesson and posts it to a Clever class', async () => {
    usePage();
    await browser.login('premium_teacher');
    const assignment = await endpoints.createLessonAssignment(1, {
      classroom: 2,
      instructions: 'Read it.',
    });
    expect((await endpoints.listLessonAssignments(1)).map((a) => a.id)).toContain(assignment.id);
    const posted = await endpoints.postAssignmentToClassroom('clever', assignment.id);
    expect(posted.success).toBe(true);
  });
});
