import { NotFound } from '../shell/NotFound';

/** A step URL whose id is not one of the lesson's steps. */
export function MissingStep() {
  return <NotFound what="step" />;
}
