/**
 * The tour dialog's words: in a module of their own, so they load with the dialog (when the
 * reader takes the tour) rather than with the player, which shows only the offer (messages.ts).
 */
export const TOUR_TITLE = 'Tour of the lesson player';
export const CLOSE_TOUR = 'Close the tour';
export const BACK = 'Back';
export const NEXT = 'Next';
export const DONE = 'Done';

export function pageOf(index: number, count: number): string {
  return `Page ${index + 1} of ${count}`;
}

export interface TourPage {
  title: string;
  text: string;
}

/** One page per part of the player (spec section 2), in the order a learner meets them. */
export const TOUR_PAGES: readonly TourPage[] = [
  {
    title: 'Course contents',
    text: "The side drawer lists the course's modules and, for the module you are in, its lessons. A tick marks each lesson you have completed. Hide contents and Show contents fold the drawer away and bring it back; in a narrow window it opens from the Course menu button.",
  },
  {
    title: 'Steps',
    text: "A lesson is made of steps. The step dropdown reads 'Step N of M', for example Step 2 of 5: open it to see every step with its number of questions, and pick one to go straight there.",
  },
  {
    title: 'Two panes',
    text: "A step has two panes. On the left is content to read or the data tool, where you explore data and make plots; on the right are the step's own text and its questions.",
  },
  {
    title: 'Footer buttons',
    text: 'Below the questions, Previous and Next move between steps and save your answers. On some steps Next changes to Check, which saves your answers and shows the correct ones. On the last step of an assessment it changes to Submit; once submitted, answers cannot be changed.',
  },
  {
    title: 'Reading support',
    text: 'The reading-support bar helps with the text: make it larger with the text size choice, translate it into another language with the translator, or have it read aloud. Open the bar when you need it and close it when you do not.',
  },
];
