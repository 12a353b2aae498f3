/** Premium and Jr. gating of lessons (spec section 6): content withheld, single steps refused. */
import type { Lesson } from '../../../src/api/schemas/lesson';
import { check, defineRules, expectDetail, expectStatus, fail, type Rule } from '../rule';
import { fetchLesson } from './lessonSupport';

const PREMIUM_DETAIL = 'This lesson requires a premium subscription.';

function withheld(lesson: Lesson): boolean {
  return lesson.steps.every(
    (s) => s.content === '' && s.left_content === '' && s.questions.length === 0,
  );
}

export const premiumRules: Rule[] = defineRules('premium and Jr. gating', [
  {
    id: 'premium-lesson',
    title:
      'a premium lesson comes without its steps’ content, and its steps are 403, to a visitor and a free student',
    roles: ['visitor', 'student', 'premium_student'],
    async run({ users, data }) {
      const full = await fetchLesson(await users.as('premium_student'), data.premiumLesson);
      const first = full.steps[0];
      if (!first) fail(`${data.premiumLesson} has no steps`);
      check(!withheld(full), `${data.premiumLesson} is withheld from premium_student too`);
      for (const role of ['visitor', 'student'] as const) {
        const client = await users.as(role);
        const lesson = await fetchLesson(client, data.premiumLesson);
        check(lesson.steps.length === full.steps.length, `${role} does not get the step list`);
        check(withheld(lesson), `${role} gets the premium steps’ content`);
        expectDetail(
          await client.get(`/api/lessons/${full.id}/${first.id}/`),
          403,
          PREMIUM_DETAIL,
          `a step as ${role}`,
        );
      }
      expectStatus(
        await (await users.as('premium_student')).get(`/api/lessons/${full.id}/${first.id}/`),
        200,
        'a step as premium_student',
      );
    },
  },
  {
    id: 'jr-premium-lesson',
    title: 'premium Jr. content opens to a Jr. teacher, and stays withheld from a free student',
    roles: ['jr_teacher', 'student'],
    async run({ users, data }) {
      const jr = await fetchLesson(await users.as('jr_teacher'), data.juniorPremiumLesson);
      check(!withheld(jr), `${data.juniorPremiumLesson} is withheld from jr_teacher`);
      check(
        withheld(await fetchLesson(await users.as('student'), data.juniorPremiumLesson)),
        `${data.juniorPremiumLesson} reaches a free student`,
      );
    },
  },
  {
    id: 'premium-not-jr',
    title: 'a Jr. subscription does not open premium content that is not Jr.',
    roles: ['jr_teacher'],
    async run({ users, data }) {
      const lesson = await fetchLesson(await users.as('jr_teacher'), data.premiumLesson);
      check(withheld(lesson), `${data.premiumLesson} reaches jr_teacher`);
    },
  },
]);
