import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import type { ParseOptions } from '../parseMarkup';
import { parseMarkupCached } from '../parseCache';
import type { MarkupDocument } from '../types';
import { AiBadge } from './AiBadge';
import { DiagnosticsList } from './DiagnosticsList';
import { MarkupErrorBoundary } from './MarkupErrorBoundary';
import { MarkupRoot } from './MarkupRoot';
import type { RenderQuestion } from './questionProps';
import { StaticQuestion } from './StaticQuestion';
import { renderNodes } from './toReact';

export interface MarkupViewProps {
  document: MarkupDocument;
  /** Renders each question; defaults to StaticQuestion. */
  renderQuestion?: RenderQuestion;
  /** Prefix of the ids the content creates; give each content on a page its own. */
  idPrefix?: string;
  /** Lists authoring problems above the content (default true). */
  showDiagnostics?: boolean;
  className?: string;
}

const renderStatic: RenderQuestion = (props) => <StaticQuestion {...props} />;

interface MarkupBodyProps {
  document: MarkupDocument;
  renderQuestion: RenderQuestion;
  idPrefix: string;
}

/** The content itself, rendered below the error boundary so a failure stays inside it. */
function MarkupBody({ document, renderQuestion, idPrefix }: MarkupBodyProps) {
  const content = useMemo(
    () => renderNodes(document.nodes, { document, renderQuestion, idPrefix, insideLink: false }),
    [document, renderQuestion, idPrefix],
  );
  return <>{content}</>;
}

/** Renders a parsed document. Parse once with useMarkup to also read its questions. */
export function MarkupView({
  document,
  renderQuestion = renderStatic,
  idPrefix = 'markup',
  showDiagnostics = true,
  className,
}: MarkupViewProps) {
  return (
    <MarkupRoot className={className ? `markup ${className}` : 'markup'} data-testid="markup">
      {document.failure ? (
        <Alert severity="error" className="markup-failure" data-testid="markup.failure">
          {document.failure.message}
        </Alert>
      ) : null}
      {showDiagnostics ? <DiagnosticsList diagnostics={document.diagnostics} /> : null}
      {document.ai ? <AiBadge ai={document.ai} /> : null}
      <MarkupErrorBoundary resetKey={document}>
        <MarkupBody document={document} renderQuestion={renderQuestion} idPrefix={idPrefix} />
      </MarkupErrorBoundary>
    </MarkupRoot>
  );
}

/** Parses `source` once per change of source or options. */
export function useMarkup(source: string, options: ParseOptions = {}): MarkupDocument {
  const { frameHosts, limits } = options;
  const hostsKey = frameHosts?.join(' ') ?? '';
  const limitsKey = JSON.stringify(limits ?? {});
  return useMemo(
    () =>
      parseMarkupCached(source, {
        ...(hostsKey ? { frameHosts: hostsKey.split(' ') } : {}),
        ...(limitsKey !== '{}'
          ? { limits: JSON.parse(limitsKey) as ParseOptions['limits'] & object }
          : {}),
      }),
    [source, hostsKey, limitsKey],
  );
}

export interface MarkupContentProps extends Omit<MarkupViewProps, 'document'>, ParseOptions {
  source: string;
}

/** Parses and renders content markup in one step. */
export function MarkupContent({ source, frameHosts, limits, ...view }: MarkupContentProps) {
  const document = useMarkup(source, {
    ...(frameHosts ? { frameHosts } : {}),
    ...(limits ? { limits } : {}),
  });
  return <MarkupView document={document} {...view} />;
}
