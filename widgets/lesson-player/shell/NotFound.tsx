import { Text } from '@courses/runtime';
import { ViewHeading } from './viewHeading';

/** What a not-found page says, per kind of thing the address named (spec section 8). */
export const NOT_FOUND_MESSAGES = {
  page: 'This page is not part of the course app.',
  course: 'There is no course at this address.',
  module: 'This module is not part of the course.',
  lesson: 'This lesson is not part of the course.',
  singleLesson: 'There is no lesson at this address.',
  step: 'This step is not part of the lesson.',
} as const;

const PADDED = { padding: 16 };

/**
 * An address that names a course, module, lesson or step that does not exist: said as such,
 * not as a connection problem, so nobody retries what will never load.
 */
export function NotFound({ what }: { what: keyof typeof NOT_FOUND_MESSAGES }) {
  return (
    <div style={PADDED} data-testid="lesson-player.not-found">
      <ViewHeading pageTitle="Not found" variant="h6">
        Not found
      </ViewHeading>
      <Text role="alert">{NOT_FOUND_MESSAGES[what]}</Text>
    </div>
  );
}
