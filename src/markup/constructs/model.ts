import type { Token, Tokens } from 'marked';
import type { AlertType, ImageAlignment } from '../directives';
import type { AlertIconName, IconName } from '../icons';
import type { QuestionType } from '../types';

/**
 * What a directive renders as, decided once by analysis so the HTML renderer does no
 * validation of its own.
 */
export type ConstructModel =
  | {
      kind: 'question';
      /** Position in the document's question list. */
      index: number;
      questionId: string;
      type: QuestionType;
      prompt: Token[];
      options: Tokens.List | null;
      solution: Token[];
    }
  | { kind: 'accordion'; title: string; open: boolean; index: number }
  | { kind: 'alert'; type: AlertType; icon: AlertIconName; title: string }
  | { kind: 'video'; src: string; width: number; height: number; title: string }
  | {
      kind: 'image';
      src: string;
      alt: string;
      title: string;
      width: number | null;
      height: number | null;
      align: ImageAlignment | null;
    }
  | { kind: 'color'; color: string | null }
  | { kind: 'icon'; name: IconName }
  | { kind: 'keyword'; id: string }
  | { kind: 'partnerIcon'; value: string }
  /** Not shown at all (the AI marker, which becomes a badge; a solution, drawn by its question). */
  | { kind: 'hidden' }
  /** Shown as ordinary content (a container whose own meaning was refused). */
  | { kind: 'plain' }
  /** Shown as its source text, marked as a problem. */
  | { kind: 'problem'; message: string };
