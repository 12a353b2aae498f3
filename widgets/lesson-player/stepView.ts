/** The right pane's step view: the placeholder until widgets/lesson-player/step/StepView.tsx lands. */
export { PlaceholderStep as StepView } from './PlaceholderStep';
