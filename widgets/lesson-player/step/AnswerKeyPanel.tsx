import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AnswerKey, Question } from '@courses/runtime/markup';
import { TeacherOnly } from './TeacherView';
import { describeAnswer } from './answerValues';

/** The step's answers at a glance, for the teacher (never shown to students). */
export function AnswerKeyPanel({
  questions,
  answerKey,
}: {
  questions: Question[];
  answerKey: AnswerKey;
}) {
  const keyed = questions.filter((question) => answerKey[question.questionId]?.answer != null);
  if (keyed.length === 0) return null;
  return (
    <TeacherOnly label="Answer key">
      <Typography component="h2" variant="subtitle2">
        Answer key
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3 }}>
        {keyed.map((question) => (
          <li key={question.questionId}>
            <Typography variant="body2">
              {`${question.text}: ${describeAnswer(answerKey[question.questionId]?.answer, question.options)}`}
            </Typography>
          </li>
        ))}
      </Box>
    </TeacherOnly>
  );
}
