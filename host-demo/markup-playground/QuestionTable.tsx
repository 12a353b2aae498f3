import { QUESTION_TYPE_NAMES, type AnswerKey, type Question } from '@courses/runtime/markup';

function show(value: unknown): string {
  if (value === null || value === '') return '—';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** The parsed question list, one row per question (spec section 3 fields). */
export function QuestionTable({ questions }: { questions: readonly Question[] }) {
  if (questions.length === 0) return <p>No questions.</p>;
  return (
    <table className="playground-table">
      <thead>
        <tr>
          <th scope="col">Id</th>
          <th scope="col">Type</th>
          <th scope="col">Text</th>
          <th scope="col">Options</th>
          <th scope="col">Answer</th>
          <th scope="col">Placeholder</th>
          <th scope="col">Rows</th>
        </tr>
      </thead>
      <tbody>
        {questions.map((question) => (
          <tr key={question.questionId}>
            <th scope="row">{question.questionId}</th>
            <td>{QUESTION_TYPE_NAMES[question.type]}</td>
            <td>{question.text}</td>
            <td>{show(question.options.map((option, index) => `${index + 1}. ${option}`))}</td>
            <td>{show(question.answer)}</td>
            <td>{show(question.placeholder)}</td>
            <td>{show(question.rows)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The answer key as the data the lesson player receives. */
export function AnswerKeyView({ answerKey }: { answerKey: AnswerKey }) {
  return <pre className="playground-answer-key">{JSON.stringify(answerKey, null, 2)}</pre>;
}
