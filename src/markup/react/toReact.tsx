import { createElement, type CSSProperties, type ReactNode } from 'react';
import { normaliseColor } from '../colors';
import { ALERT_TYPES, IMAGE_ALIGNMENTS, type AlertType, type ImageAlignment } from '../directives';
import { isAlertIconName, isIconName } from '../icons';
import type { MarkupDocument, MarkupElement, MarkupNode } from '../types';
import { classifyUrl } from '../url';
import { Accordion } from './Accordion';
import { KeywordTerm } from './KeywordTerm';
import { MarkupAlert } from './MarkupAlert';
import { MarkupIcon } from './MarkupIcon';
import { MathFormula } from './MathFormula';
import { PartnerIcon } from './PartnerIcon';
import { ProblemMark } from './ProblemMark';
import type { QuestionRenderProps, RenderQuestion } from './questionProps';
import { VideoFrame } from './VideoFrame';
import { ZoomableImage } from './ZoomableImage';

export interface ConvertContext {
  document: MarkupDocument;
  renderQuestion: RenderQuestion;
  /** Prefix of every id the content creates, so two contents on a page never collide. */
  idPrefix: string;
  insideLink: boolean;
}

/**
 * Plain elements the output may contain and the attributes each keeps. Anything else is
 * rendered as its children only: a second allow-list after the sanitiser's.
 */
const PLAIN_ELEMENTS: Record<string, readonly string[]> = {
  p: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  ul: [],
  ol: ['start'],
  li: [],
  blockquote: [],
  pre: [],
  code: ['class'],
  em: [],
  strong: [],
  b: [],
  i: [],
  u: [],
  s: [],
  del: [],
  ins: [],
  sub: [],
  sup: [],
  mark: [],
  kbd: [],
  small: [],
  br: [],
  hr: [],
  a: ['href', 'title', 'target', 'rel'],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['align'],
  td: ['align'],
  input: ['type', 'checked', 'disabled'],
  span: [],
  div: [],
};
const VOID_ELEMENTS = new Set(['br', 'hr', 'input', 'img']);
const CODE_LANGUAGE_CLASS = /^language-[\w+#-]{1,40}$/;

function plainProps(element: MarkupElement, key: number): Record<string, unknown> {
  const props: Record<string, unknown> = { key };
  const style: CSSProperties = {};
  for (const name of PLAIN_ELEMENTS[element.tag] ?? []) {
    const value = element.attrs[name];
    if (value === undefined) continue;
    if (name === 'class') {
      if (CODE_LANGUAGE_CLASS.test(value)) props.className = value;
    } else if (name === 'align') {
      if (value === 'left' || value === 'right' || value === 'center') style.textAlign = value;
    } else if (name === 'start') {
      props.start = Number(value) || undefined;
    } else if (name === 'checked' || name === 'disabled') {
      props[name === 'checked' ? 'defaultChecked' : 'disabled'] = true;
    } else if (name === 'href') {
      const kind = classifyUrl(value);
      if (kind !== 'unsafe') props.href = value;
    } else {
      props[name] = value;
    }
  }
  if (element.tag === 'input' && props.type !== 'checkbox') return { key, hidden: true };
  if (style.textAlign) props.style = style;
  return props;
}

function numberAttr(element: MarkupElement, name: string): number | undefined {
  const value = Number(element.attrs[name]);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * Calls the question renderer while React renders (not while the tree is built), so that a
 * failing renderer is caught by the content's error boundary.
 */
function QuestionSlot({ render, ...props }: QuestionRenderProps & { render: RenderQuestion }) {
  return (
    <div className="markup-question-slot" data-question-id={props.question.questionId}>
      {render(props)}
    </div>
  );
}

function questionElement(element: MarkupElement, key: number, ctx: ConvertContext): ReactNode {
  const index = Number(element.attrs['data-index']);
  const question = ctx.document.questions[index];
  const part = (name: string) =>
    element.children.find(
      (child): child is MarkupElement =>
        typeof child !== 'string' && child.attrs['data-markup-part'] === name,
    );
  if (!question) return renderNodes(element.children, ctx);
  const options = part('options')?.children.map((option) =>
    typeof option === 'string' ? option : renderNodes(option.children, ctx),
  );
  const solution = part('solution');
  const domId = `${ctx.idPrefix}-q-${question.questionId.replace(/[^\w-]/g, '-')}`;
  return (
    <QuestionSlot
      key={key}
      render={ctx.renderQuestion}
      question={question}
      number={index + 1}
      prompt={renderNodes(part('prompt')?.children ?? [], ctx)}
      options={options ?? []}
      solution={solution ? renderNodes(solution.children, ctx) : null}
      domId={domId}
    />
  );
}

function constructElement(
  kind: string,
  element: MarkupElement,
  key: number,
  ctx: ConvertContext,
): ReactNode {
  const attrs = element.attrs;
  const children = () => renderNodes(element.children, ctx);
  switch (kind) {
    case 'question':
      return questionElement(element, key, ctx);
    case 'accordion':
      return (
        <Accordion
          key={key}
          id={`${ctx.idPrefix}-accordion-${Number(attrs['data-index']) + 1}`}
          title={attrs['data-title'] ?? ''}
          initiallyOpen={attrs['data-open'] === 'true'}
        >
          {children()}
        </Accordion>
      );
    case 'alert': {
      const type = (ALERT_TYPES as readonly string[]).includes(attrs['data-type'] ?? '')
        ? (attrs['data-type'] as AlertType)
        : 'info';
      const icon = attrs['data-icon'] ?? '';
      return (
        <MarkupAlert
          key={key}
          type={type}
          icon={isAlertIconName(icon) ? icon : type}
          title={attrs['data-title'] ?? ''}
        >
          {children()}
        </MarkupAlert>
      );
    }
    case 'video':
      return (
        <VideoFrame
          key={key}
          src={attrs.src}
          title={attrs.title ?? 'Embedded content'}
          width={numberAttr(element, 'width') ?? 560}
          height={numberAttr(element, 'height') ?? 315}
        />
      );
    case 'image': {
      const align = attrs['data-align'] ?? '';
      if (attrs.src === undefined) return null;
      return (
        <ZoomableImage
          key={key}
          id={`${ctx.idPrefix}-image-${Number(attrs['data-index']) + 1}`}
          src={attrs.src}
          alt={attrs.alt ?? ''}
          title={attrs.title}
          width={numberAttr(element, 'width')}
          height={numberAttr(element, 'height')}
          align={
            (IMAGE_ALIGNMENTS as readonly string[]).includes(align)
              ? (align as ImageAlignment)
              : null
          }
          zoomable={!ctx.insideLink}
        />
      );
    }
    case 'color': {
      const color = normaliseColor(attrs['data-color'] ?? '');
      return (
        <span key={key} className="markup-color" style={color ? { color } : undefined}>
          {children()}
        </span>
      );
    }
    case 'icon': {
      const name = attrs['data-name'] ?? '';
      return isIconName(name) ? <MarkupIcon key={key} name={name} /> : null;
    }
    case 'keyword':
      return (
        <KeywordTerm key={key} id={attrs['data-keyword-id'] ?? ''} asButton={!ctx.insideLink}>
          {children()}
        </KeywordTerm>
      );
    case 'partner-icon':
      return <PartnerIcon key={key} value={attrs['data-value'] ?? ''} />;
    case 'math':
      return (
        <MathFormula key={key} tex={textOf(element)} display={attrs['data-display'] === 'true'} />
      );
    case 'problem':
      return (
        <ProblemMark key={key} message={attrs['data-message'] ?? ''}>
          {textOf(element)}
        </ProblemMark>
      );
    case 'raw-html':
      return (
        <p key={key} className="markup-raw-html">
          {textOf(element)}
        </p>
      );
    default:
      return <span key={key}>{children()}</span>;
  }
}

function textOf(element: MarkupElement): string {
  return element.children
    .map((child) => (typeof child === 'string' ? child : textOf(child)))
    .join('');
}

/** A task list item starts with its checkbox; the item's words are the checkbox's label. */
function startsWithCheckbox(node: MarkupElement): boolean {
  const first = node.children[0];
  return typeof first !== 'string' && first?.tag === 'input' && first.attrs.type === 'checkbox';
}

function renderNode(node: MarkupNode, key: number, ctx: ConvertContext): ReactNode {
  if (typeof node === 'string') return node;
  const kind = node.attrs['data-markup'];
  if (kind) return constructElement(kind, node, key, ctx);
  if (!(node.tag in PLAIN_ELEMENTS))
    return <span key={key}>{renderNodes(node.children, ctx)}</span>;
  if (VOID_ELEMENTS.has(node.tag)) return createElement(node.tag, plainProps(node, key));
  const inner = node.tag === 'a' ? { ...ctx, insideLink: true } : ctx;
  const children = renderNodes(node.children, inner);
  const content = startsWithCheckbox(node) ? (
    <label className="markup-task">{children}</label>
  ) : (
    children
  );
  return createElement(node.tag, plainProps(node, key), content);
}

/** Turns sanitised output into React elements; keys are positions, so output is stable. */
export function renderNodes(nodes: readonly MarkupNode[], ctx: ConvertContext): ReactNode[] {
  return nodes.map((node, index) => renderNode(node, index, ctx));
}
