import { VISUALLY_HIDDEN, type LessonStep, type User } from '@courses/runtime';
import { StepDropdown, stepLabel } from './StepDropdown';
import { StudentViewToggle } from '../step/TeacherView';
import { ViewHeading } from '../shell/viewHeading';

interface StepHeadingProps {
  title: string;
  /** What the window title names after the step: the lesson (and course). */
  pageContext: string;
  /** Sorted by order. */
  steps: readonly LessonStep[];
  stepIndex: number;
  onSelect: (step: LessonStep) => void;
  /** A teacher gets the switch to the student view between the title and the dropdown. */
  user: User | null;
  studentView: boolean;
  onStudentViewChange: (studentView: boolean) => void;
}

const ROW = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 16,
  marginBottom: 16,
} as const;
const GROW = { flexGrow: 1 };

/** The step's heading row: lesson title, the teacher's view switch, 'Step N of M' dropdown. */
export function StepHeading(props: StepHeadingProps) {
  const { title, pageContext, steps, stepIndex, onSelect, user } = props;
  const label = stepLabel(stepIndex, steps.length);
  // Every step change moves focus to the step's heading (ViewHeading), so keyboard and
  // screen-reader users start reading the new step from its top.
  return (
    <div style={ROW}>
      <ViewHeading
        pageTitle={`${label} – ${pageContext}`}
        viewKey={String(steps[stepIndex]?.id)}
        variant="h6"
        style={GROW}
      >
        {title}
        <span style={VISUALLY_HIDDEN}>{`, ${label}`}</span>
      </ViewHeading>
      {user?.type === 'teacher' ? (
        <StudentViewToggle studentView={props.studentView} onChange={props.onStudentViewChange} />
      ) : null}
      <StepDropdown steps={steps} currentIndex={stepIndex} onSelect={onSelect} />
    </div>
  );
}
