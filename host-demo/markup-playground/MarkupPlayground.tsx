import { useDeferredValue, useState } from 'react';
import { styled } from '@mui/material/styles';
import { MarkupView, useMarkup, type Diagnostic } from '@courses/runtime/markup';
import { DiagnosticsPanel, MarkupEditor, offsetOf } from '@courses/runtime/authoring';
import { AnswerKeyView, QuestionTable } from './QuestionTable';
import { SAMPLE_SOURCE } from './sampleSource';

const Layout = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'start',
  '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  '& h2': { fontSize: '1.25rem', margin: theme.spacing(0, 0, 1) },
  '& .playground-preview': {
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    padding: theme.spacing(2),
  },
  '& .playground-table': { borderCollapse: 'collapse', width: '100%', fontSize: '0.875rem' },
  '& .playground-table th, & .playground-table td': {
    border: `1px solid ${theme.palette.divider}`,
    padding: theme.spacing(0.5),
    textAlign: 'left',
    verticalAlign: 'top',
  },
  '& .playground-answer-key': { fontSize: '0.8125rem', overflowX: 'auto' },
  '& .markup-diagnostics button': { fontFamily: 'monospace' },
  '& .playground-wide': { gridColumn: '1 / -1' },
}));

export interface MarkupPlaygroundProps {
  initialSource?: string | undefined;
}

/** The authoring playground: source, live preview, questions, answer key and problems. */
export function MarkupPlayground({ initialSource }: MarkupPlaygroundProps) {
  const [source, setSource] = useState(initialSource ?? SAMPLE_SOURCE);
  const [caret, setCaret] = useState<{ offset: number; serial: number }>();
  // Typing stays responsive on long sources: the preview follows when React has time.
  const shownSource = useDeferredValue(source);
  const document = useMarkup(shownSource);

  const goTo = (diagnostic: Diagnostic) =>
    setCaret((previous) => ({
      offset: offsetOf(source, diagnostic.line, diagnostic.column),
      serial: (previous?.serial ?? 0) + 1,
    }));

  return (
    <Layout>
      <MarkupEditor value={source} onChange={setSource} caret={caret} />
      <section role="region" aria-label="Preview" className="playground-preview">
        <MarkupView document={document} idPrefix="playground" />
      </section>
      <section role="region" aria-label="Diagnostics" className="playground-wide">
        <h2>Diagnostics</h2>
        <DiagnosticsPanel diagnostics={document.diagnostics} onSelect={goTo} />
      </section>
      <section role="region" aria-label="Questions" className="playground-wide">
        <h2>Questions</h2>
        <QuestionTable questions={document.questions} />
      </section>
      <section role="region" aria-label="Answer key" className="playground-wide">
        <h2>Answer key</h2>
        <AnswerKeyView answerKey={document.answerKey} />
      </section>
    </Layout>
  );
}
