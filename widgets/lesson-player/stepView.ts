/** The right pane's step view: questions, answers, saving and the step footer. */
export { StepView } from './step/StepView';
