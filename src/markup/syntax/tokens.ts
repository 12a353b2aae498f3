import type { Token, Tokens } from 'marked';
import type { AttributeProblem, DirectiveAttributes } from './attributes';
import type { ConstructModel } from '../constructs/model';

/** Fields shared by the three directive forms. */
interface DirectiveFields {
  name: string;
  attributes: DirectiveAttributes;
  /** The `[label]` text, or null when there is none. */
  label: string | null;
  /** Attribute syntax problems, relative to `attributesOffset`. */
  attributeProblems: AttributeProblem[];
  /** What analysis decided this directive renders as. */
  model?: ConstructModel;
}

/** `:::name{attrs}` … `:::` */
export interface ContainerDirectiveToken extends Tokens.Generic, DirectiveFields {
  type: 'containerDirective';
  tokens: Token[];
  /** How many colons open (and must close) it. */
  colons: number;
  /** Source offset of the opening line. */
  offset: number;
  /** Source offset of the `{`, or -1. */
  attributesOffset: number;
  /** The body as written, between the fences. */
  body: string;
  closed: boolean;
  /** Source offset and text of anything after the attributes on the opening line. */
  trailing: { offset: number; text: string } | null;
}

/** `::name{attrs}` on a line of its own. */
export interface LeafDirectiveToken extends Tokens.Generic, DirectiveFields {
  type: 'leafDirective';
  offset: number;
  attributesOffset: number;
  trailing: { offset: number; text: string } | null;
}

/** `:name[label]{attrs}` inside text. Offsets are found by analysis. */
export interface TextDirectiveToken extends Tokens.Generic, DirectiveFields {
  type: 'textDirective';
  /** Source offset, found by analysis (-1 until then). */
  offset: number;
  /** Inline tokens of the label. */
  tokens: Token[];
  /** Where the `{` starts within `raw`, or -1. */
  attributesStart: number;
}

/** A line of colons that closes nothing. */
export interface StrayFenceToken extends Tokens.Generic {
  type: 'strayFence';
  offset: number;
}

/** `$…$` or `$$…$$`. */
export interface MathToken extends Tokens.Generic {
  type: 'math';
  tex: string;
  display: boolean;
}

export type DirectiveToken = ContainerDirectiveToken | LeafDirectiveToken | TextDirectiveToken;

export function isContainerDirective(token: Token): token is ContainerDirectiveToken {
  return token.type === 'containerDirective';
}

export function isLeafDirective(token: Token): token is LeafDirectiveToken {
  return token.type === 'leafDirective';
}

export function isTextDirective(token: Token): token is TextDirectiveToken {
  return token.type === 'textDirective';
}

export function isStrayFence(token: Token): token is StrayFenceToken {
  return token.type === 'strayFence';
}

export function isMath(token: Token): token is MathToken {
  return token.type === 'math';
}

/** A token's child tokens, when it has any. */
export function childTokens(token: Token): Token[] | undefined {
  return 'tokens' in token && Array.isArray(token.tokens) ? (token.tokens as Token[]) : undefined;
}
