import { Text } from '@courses/runtime';
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
      <Text component="h2" variant="subtitle2">
        Answer key
      </Text>
      <ol className="courses-step-answer-key">
        {keyed.map((question) => (
          <li key={question.questionId}>
            <Text variant="body2">
              {`${question.text}: ${describeAnswer(answerKey[question.questionId]?.answer, question.options)}`}
            </Text>
          </li>
        ))}
      </ol>
    </TeacherOnly>
  );
}
