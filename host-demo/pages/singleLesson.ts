import type { HostPage } from './hostPage';
import { escapeHtml, inlineScript, layout, slot } from './layout';
import { STANDALONE_LESSONS } from '../server/seed/data/standaloneLessons';

export const SINGLE_LESSON_PATH = '/demo/lesson/';

/** The lesson a visit without `?lesson=` plays. */
const FIRST = STANDALONE_LESSONS[0]?.slug ?? '';

/**
 * Picks the lesson named by `?lesson=<slug>` before the loader (deferred) reads the slot, as a
 * Django view would render the chosen lesson's id into the props. It also marks the link.
 */
const chooseLesson = `
(function () {
  var chosen = new URLSearchParams(location.search).get('lesson');
  var slot = document.getElementById('single-lesson-root');
  if (chosen && /^[a-z0-9-]+$/.test(chosen)) {
    var props = JSON.parse(slot.dataset.props);
    props.lessonId = chosen;
    slot.dataset.props = JSON.stringify(props);
  }
  var current = JSON.parse(slot.dataset.props).lessonId;
  document.querySelectorAll('[data-lesson-link]').forEach(function (link) {
    if (link.getAttribute('data-lesson-link') === current) link.setAttribute('aria-current', 'page');
  });
})();
`;

/**
 * `/demo/lesson/?lesson=<slug>`: a lesson outside any course (activities, tasks, Jr. lessons)
 * played alone; its answers are saved in the user's lesson record.
 */
export const singleLessonPage: HostPage = {
  path: SINGLE_LESSON_PATH,
  title: 'Lessons outside a course',
  description:
    'Plays one lesson that belongs to no course: Weather Watch, Counting Pets, Ocean Temperatures.',
  render(ctx) {
    const links = STANDALONE_LESSONS.map(
      (lesson) =>
        `<li><a href="${SINGLE_LESSON_PATH}?lesson=${escapeHtml(lesson.slug)}" data-lesson-link="${escapeHtml(lesson.slug)}">${escapeHtml(lesson.title)}</a></li>`,
    ).join('\n');
    return layout(ctx, {
      heading: false,
      title: 'Lessons outside a course',
      body: `<nav aria-label="Lessons outside a course"><ul class="page-list">${links}</ul></nav>
${slot('single-lesson-root', 'lesson-player', { basePath: `${SINGLE_LESSON_PATH}play/`, lessonId: FIRST })}
${slot('feedback-dialog-root', 'feedback-dialog', { showButton: false })}
${slot('dataset-popups-root', 'dataset-popups', { listen: true })}
${inlineScript(ctx, chooseLesson)}`,
    });
  },
};
