import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { canUse, isTeacherReview } from './access';
import { useCourseState } from './courseContext';
import { LeftPane, hasWideLeft } from './LeftPane';
import { useLessonState } from './lessonContext';
import { nextTarget, previousTarget, sortedSteps, type StepPosition } from './navigation';
import { reviewPath, stepPath } from './paths';
import { PremiumNotice } from './PremiumNotice';
import { SplitPanes } from './SplitPanes';
import { StepDropdown, stepLabel } from './StepDropdown';
import { StepView } from './stepView';
import { VISUALLY_HIDDEN } from '@courses/runtime';

/** /{course}/{module}/{lesson}/{stepId}/: the step layout with its two panes. */
export function StepPage() {
  const { course, user, enroll, premiumBlocked } = useCourseState();
  const { lesson, moduleSlug } = useLessonState();
  const { stepId } = useParams();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [premiumPrompt, setPremiumPrompt] = useState(false);
  const steps = sortedSteps(lesson);
  const stepIndex = steps.findIndex((s) => String(s.id) === stepId);
  const step = steps[stepIndex];

  // Every step change moves focus to the step's heading, so keyboard and screen-reader users
  // start reading the new step from its top.
  useEffect(() => {
    headingRef.current?.focus();
  }, [stepId]);

  if (!step) {
    return (
      <Typography role="alert" sx={{ p: 2 }}>
        This step is not part of the lesson.
      </Typography>
    );
  }

  const position: StepPosition = {
    course,
    moduleSlug,
    lessonSlug: lesson.slug,
    steps,
    stepIndex,
    isAssessment: lesson.is_assessment,
  };
  const teacherReview = isTeacherReview(lesson, user);
  const junior = lesson.is_tuva_jr || course.is_tuva_jr;

  return (
    <SplitPanes left={<LeftPane step={step} />} wide={hasWideLeft(step)}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography
          component="h1"
          variant="h6"
          ref={headingRef}
          tabIndex={-1}
          sx={{ flexGrow: 1, '&:focus-visible': { outline: '2px solid', outlineOffset: 2 } }}
        >
          {lesson.title}
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {`, ${stepLabel(stepIndex, steps.length)}`}
          </Box>
        </Typography>
        {user?.type === 'teacher' ? (
          // No content is marked teacher-only yet, so teachers always see the learner's view.
          <Chip label="STUDENT VIEW" size="small" />
        ) : null}
        <StepDropdown
          steps={steps}
          currentIndex={stepIndex}
          onSelect={(target) =>
            void navigate(stepPath(course.access_url, moduleSlug, lesson.slug, target.id))
          }
        />
      </Box>
      {!canUse(lesson, user) ? (
        <PremiumNotice user={user} junior={junior} />
      ) : (
        <>
          {premiumPrompt && premiumBlocked ? <PremiumNotice user={user} junior={junior} /> : null}
          <StepView
            key={step.id}
            course={course}
            lesson={lesson}
            step={step}
            stepIndex={stepIndex}
            stepCount={steps.length}
            user={user}
            enrollId={course.enroll_id}
            teacherReview={teacherReview}
            onPrevious={() => void navigate(previousTarget(position))}
            onNext={() => void navigate(nextTarget(position))}
            onFinished={() => void navigate(reviewPath(course.access_url, moduleSlug, lesson.slug))}
            onEnroll={() => {
              if (premiumBlocked) setPremiumPrompt(true);
              else void enroll();
            }}
          />
        </>
      )}
    </SplitPanes>
  );
}
