import {
  useCallback,
  useMemo,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { openedLazily } from '../../ui/openedLazily';
import { WaitsForCode } from '../../ui/WaitsForCode';
import { markupWait } from '../load';
import type { ParseOptions } from '../parseMarkup';
import { parseMarkupCached } from '../parseCache';
import type { MarkupDocument } from '../types';
import {
  handleContentClick,
  prepareContent,
  showPrepared,
  type QuestionParts,
  type ZoomRequest,
} from '../view/showContent';
import { AiBadge } from './AiBadge';
import { DiagnosticsList } from './DiagnosticsList';
import { MarkupErrorBoundary } from './MarkupErrorBoundary';
import { MarkupIcon } from './MarkupIcon';
import { MarkupRoot } from './MarkupRoot';
import type { RenderQuestion } from './questionProps';

// The dialog (and MUI's Dialog) loads when a reader first zooms an image.
const ZoomDialog = openedLazily(() => import('./ZoomDialog').then((m) => m.ZoomDialog));

export interface MarkupViewProps {
  document: MarkupDocument;
  /**
   * Renders each question (the lesson player's live controls); without it questions are shown
   * with working but unsaved controls and the '{type} Preview' label.
   */
  renderQuestion?: RenderQuestion;
  /** Prefix of the ids the content creates; give each content on a page its own. */
  idPrefix?: string;
  /** Lists authoring problems above the content (default true). */
  showDiagnostics?: boolean;
  className?: string;
}

/** Content nodes placed inside a React-rendered question (prompt, option, solution). */
function MarkupNodes({ nodes }: { nodes: readonly Node[] }) {
  const place = useCallback(
    (element: HTMLSpanElement | null) => {
      if (element) element.append(...nodes);
    },
    [nodes],
  );
  return <span ref={place} className="markup-part" />;
}

/**
 * Calls the question renderer while React renders, so that a failing renderer is caught by
 * the content's error boundary.
 */
function QuestionIsland({ parts, render }: { parts: QuestionParts; render: RenderQuestion }) {
  return render({
    question: parts.question,
    number: parts.number,
    domId: parts.domId,
    prompt: <MarkupNodes nodes={parts.prompt} />,
    options: parts.options.map((option, index) => <MarkupNodes key={index} nodes={option} />),
    solution: parts.solution ? <MarkupNodes nodes={parts.solution} /> : null,
  });
}

interface MarkupBodyProps {
  document: MarkupDocument;
  renderQuestion: RenderQuestion | undefined;
  idPrefix: string;
}

/**
 * The content itself: its sanitised HTML set into the page as it is, with React only for what
 * the caller renders (questions, as portals into their slots) and the image zoom dialog.
 * Rendered below the error boundary so a failure stays inside it.
 */
function MarkupBody({ document, renderQuestion, idPrefix }: MarkupBodyProps) {
  const container = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<(ZoomRequest & { open: boolean }) | null>(null);
  const ownQuestions = renderQuestion !== undefined;
  // Prepared while rendering (outside the page), so the caller's questions render into their
  // slots in the same commit that shows the content: one commit per content change.
  const prepared = useMemo(
    () => prepareContent(globalThis.document, document, idPrefix, ownQuestions),
    [document, idPrefix, ownQuestions],
  );
  const { questions } = prepared;

  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const stop = showPrepared(element, prepared);
    return () => {
      stop();
      // Out of the page until shown again (strict mode runs the effect twice).
      prepared.content.remove();
    };
  }, [prepared]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const request = handleContentClick(event.currentTarget, event.target, idPrefix);
    if (request) setZoom({ ...request, open: true });
  };

  let islands: ReactNode = null;
  if (renderQuestion) {
    islands = questions.map((parts) =>
      createPortal(
        <QuestionIsland parts={parts} render={renderQuestion} />,
        parts.slot,
        parts.domId,
      ),
    );
  }
  return (
    <>
      {/* Clicks reach the content's own buttons by delegation; each is a real button. */}
      <div ref={container} className="markup-body" onClick={onClick}>
        {islands}
      </div>
      {zoom ? <ZoomDialog {...zoom} onClose={() => setZoom({ ...zoom, open: false })} /> : null}
    </>
  );
}

/** Renders a parsed document. Parse once with useMarkup to also read its questions. */
export function MarkupView({
  document,
  renderQuestion,
  idPrefix = 'markup',
  showDiagnostics = true,
  className,
}: MarkupViewProps) {
  return (
    <MarkupRoot className={className ? `markup ${className}` : 'markup'} data-testid="markup">
      {document.failure ? (
        <div
          role="alert"
          className="markup-failure markup-alert markup-alert-error"
          data-testid="markup.failure"
        >
          <div className="markup-alert-icon-box">
            <MarkupIcon name="error" className="markup-alert-icon" />
          </div>
          <div className="markup-alert-message">{document.failure.message}</div>
        </div>
      ) : null}
      {showDiagnostics ? <DiagnosticsList diagnostics={document.diagnostics} /> : null}
      {document.ai ? <AiBadge ai={document.ai} /> : null}
      <MarkupErrorBoundary resetKey={document}>
        <MarkupBody document={document} renderQuestion={renderQuestion} idPrefix={idPrefix} />
      </MarkupErrorBoundary>
    </MarkupRoot>
  );
}

/**
 * Parses `source` once per change of source or options. Until the code of the constructs it
 * uses is loaded (load.ts) the component suspends: render it inside WaitsForCode (the loader,
 * and a Retry when that code cannot be downloaded), as MarkupContent does. Once the code is
 * there it parses at once, without suspending.
 */
export function useMarkup(source: string, options: ParseOptions = {}): MarkupDocument {
  const wait = markupWait(source);
  if (wait) {
    // A LoadFailedError, for the LoadBoundary; else the download, for Suspense, thrown as
    // React.lazy throws its own (a promise given to React's `use` is not followed up inside a
    // test's act scope).
    if (wait.failure) throw wait.failure;
    throw wait.promise;
  }
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

function ParsedContent({ source, frameHosts, limits, ...view }: MarkupContentProps) {
  const document = useMarkup(source, {
    ...(frameHosts ? { frameHosts } : {}),
    ...(limits ? { limits } : {}),
  });
  return <MarkupView document={document} {...view} />;
}

/**
 * Parses and renders content markup in one step. Content whose constructs' code is still to be
 * loaded shows the loader meanwhile, and says so in its place, with a Retry, if that code
 * cannot be downloaded.
 */
export function MarkupContent(props: MarkupContentProps) {
  return (
    <WaitsForCode>
      <ParsedContent {...props} />
    </WaitsForCode>
  );
}
