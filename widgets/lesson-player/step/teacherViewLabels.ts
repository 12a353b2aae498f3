/**
 * The view marker (spec section 6). The content markup has no teacher-only construct
 * (docs/markup.md), so what is teacher-only is what the player adds for teachers: the step's
 * answer key and the Feedback link. A teacher sees them labelled TEACHER ONLY and may switch
 * to STUDENT VIEW, which hides them and shows the step as a student meets it.
 */
export const TEACHER_ONLY = 'TEACHER ONLY';
export const STUDENT_VIEW = 'STUDENT VIEW';
