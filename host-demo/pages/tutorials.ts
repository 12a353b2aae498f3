import type { HostPage } from './hostPage';
import { layout } from './layout';

export const TUTORIALS_PATH = '/tutorials/';

const BODY = `<p>How to take a course, from enrolling to reviewing your answers.</p>
<section class="card" aria-labelledby="tutorial-enroll">
  <h2 id="tutorial-enroll">Enroll in a course</h2>
  <p>Open a course and choose <strong>Enroll</strong> on a module's page. You need to be logged
  in; a premium course needs a premium subscription. Once enrolled, the course remembers where
  you stopped and takes you back there.</p>
</section>
<section class="card" aria-labelledby="tutorial-steps">
  <h2 id="tutorial-steps">Move through the steps</h2>
  <p>Each lesson is a series of steps. The menu at the top reads <em>Step N of M</em> and
  lets you jump to any step; <strong>Previous</strong> and <strong>Next</strong> move one step
  at a time. Next saves your answers, so you can leave and come back later. The side drawer
  lists the modules and their lessons, with a tick on the ones you completed.</p>
</section>
<section class="card" aria-labelledby="tutorial-check">
  <h2 id="tutorial-check">Check and Submit</h2>
  <ul>
    <li>On a practice step, <strong>Check</strong> saves your answers and shows which are
    right, with the correct answers and their solutions. A checked step cannot be changed.</li>
    <li>An assessment is graded. Its answers are not shown while you work: on its last step,
    <strong>Submit</strong> asks you to confirm, because submitted answers are final.</li>
  </ul>
</section>
<section class="card" aria-labelledby="tutorial-review">
  <h2 id="tutorial-review">Review your answers</h2>
  <p>After you submit an assessment, its review page shows each of your answers next to the
  correct one, and your score as a percentage. The lesson's introduction offers the review
  again with <strong>Click here to Review</strong>.</p>
</section>
<section class="card" aria-labelledby="tutorial-reading">
  <h2 id="tutorial-reading">Reading support</h2>
  <p>The reading bar above a lesson makes the text larger, translates it into another language,
  or reads it aloud while highlighting each word. Underlined words open a short definition.</p>
</section>
<p><a href="/courses/">Back to the courses</a></p>`;

/** `/tutorials/`: where the course app's Help link and Exit Course lead. */
export const tutorialsPage: HostPage = {
  path: TUTORIALS_PATH,
  title: 'Tutorials',
  description: 'How to take a course: enroll, steps, Check, Submit, review, reading support.',
  listed: false,
  render(ctx) {
    return layout(ctx, { title: 'Tutorials', body: BODY, withLoader: false });
  },
};
