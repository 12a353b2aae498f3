import type { ReactNode } from 'react';
import type { Question } from '../types';

/** What a question renderer receives for each question of the content. */
export interface QuestionRenderProps {
  question: Question;
  /** 1-based position among the content's questions. */
  number: number;
  /** The prompt, rendered (without options and solution). */
  prompt: ReactNode;
  /** Each option's label, rendered, in order (radio and checkbox). */
  options: ReactNode[];
  /** The solution, rendered, or null when there is none. */
  solution: ReactNode | null;
  /** An id unique on the page for this question; build control ids from it. */
  domId: string;
}

/** Renders one question; the lesson player supplies one that owns live form controls. */
export type RenderQuestion = (props: QuestionRenderProps) => ReactNode;
