import { getRuntimeConfig } from '@courses/runtime';
import { analyse } from './analyse/analyse';
import { finishDom } from './html/finishDom';
import { renderHtml } from './html/renderHtml';
import { keepTemplate } from './html/template';
import {
  Budget,
  DEFAULT_LIMITS,
  depthFailure,
  INTERNAL_FAILURE,
  MarkupLimitError,
  sizeFailure,
  type MarkupLimits,
} from './limits';
import { getSanitizer } from './sanitize/sanitizer';
import { lexMarkup } from './syntax/lex';
import { estimateNesting } from './syntax/prescan';
import { normaliseSource } from './syntax/source';
import type { MarkupDocument, MarkupFailure } from './types';

export interface ParseOptions {
  /** Hosts allowed in video and simulation frames besides the built-in ones and this site. */
  frameHosts?: readonly string[];
  /** Tighter or looser bounds than DEFAULT_LIMITS. */
  limits?: Partial<MarkupLimits>;
}

const UNSAFE_ENVIRONMENT: MarkupFailure = {
  reason: 'internal',
  message: 'This content could not be displayed: this browser cannot show it safely.',
};

function failed(failure: MarkupFailure): MarkupDocument {
  return { html: '', questions: [], answerKey: {}, diagnostics: [], ai: null, failure };
}

/**
 * The renderer's HTML of `text` and what analysis found. Apart from the parse so that the
 * tokens (several megabytes for a large lesson) are unreachable once it returns: the sanitiser
 * then allocates as much again, and tokens still held would be kept through its collections
 * and moved to the old generation, for a costlier collection later.
 */
function renderSource(text: string, budget: Budget, frameHosts: readonly string[]) {
  const lex = lexMarkup(text, budget);
  const { questions, answerKey, diagnostics, ai, allowedHtml } = analyse(
    text,
    lex,
    budget,
    frameHosts,
  );
  const { html, constructs } = renderHtml(lex.tokens, allowedHtml);
  budget.checkNow();
  return { html, constructs, questions, answerKey, diagnostics, ai };
}

/**
 * Parses content markup into sanitised output, the question list, the answer key and the
 * authoring diagnostics. It never throws: input it cannot handle within the limits becomes a
 * document whose `failure` says why.
 *
 * The code of the constructs the source uses must be loaded first (loadMarkupFor, or
 * loadAllMarkup for any source): content that reaches a construct whose code is missing fails
 * as a whole (an internal failure, the missing code named in the console) rather than showing
 * the construct as something else.
 */
export function parseMarkup(source: string, options: ParseOptions = {}): MarkupDocument {
  const limits: MarkupLimits = { ...DEFAULT_LIMITS, ...options.limits };
  // Extra frame hosts come from the call, else from the page (COURSES_CONFIG.frameHosts).
  const frameHosts = options.frameHosts ?? getRuntimeConfig().frameHosts;
  const text = normaliseSource(source);
  if (text.length > limits.maxSourceChars) return failed(sizeFailure(text.length, limits));
  if (estimateNesting(text) > limits.maxDepth * 2) return failed(depthFailure(limits));
  const budget = new Budget(limits);
  try {
    const { html, constructs, ...analysis } = renderSource(text, budget, frameHosts);
    const sanitizer = getSanitizer();
    if (!sanitizer) return failed(UNSAFE_ENVIRONMENT);
    // One element holds the whole content, so a view shows and hides it in one move rather
    // than moving each of its thousands of top-level nodes in and out of the page.
    const body = sanitizer.sanitize(`<div>${html}</div>`);
    const finished = finishDom(body, analysis.questions, constructs, frameHosts, budget);
    return keepTemplate({ ...analysis, failure: null }, body, finished, () =>
      parseMarkup(source, options),
    );
  } catch (error) {
    if (error instanceof MarkupLimitError) return failed(error.failure);
    // Recursion in marked or in the walks ran out of stack: nesting too deep for this engine.
    if (error instanceof RangeError && /call stack/i.test(error.message))
      return failed(depthFailure(limits));
    console.error('[courses] content markup could not be parsed', error);
    return failed(INTERNAL_FAILURE);
  }
}
