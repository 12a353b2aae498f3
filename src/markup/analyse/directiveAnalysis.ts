import { analyseImage } from '../constructs/image';
import { analyseKeyword } from '../constructs/keyword';
import { analyseQuestion } from '../constructs/question';
import type { ConstructModel } from '../constructs/model';
import { refuseConstruct } from '../constructs/problem';
import { directivePrefix, findDirective, type DirectiveForm } from '../directives';
import { familyOf } from '../kits/families';
import { kit } from '../kits/registry';
import type {
  ContainerDirectiveToken,
  DirectiveToken,
  LeafDirectiveToken,
  TextDirectiveToken,
} from '../syntax/tokens';
import type { AiMarker } from '../types';
import type { AnalysisContext, DirectiveAnalysers } from './context';
import { checkDirectiveSyntax } from './directiveSyntax';

/** The analysis as the directives' reading sees it: what analysers see, and what only it sets. */
export interface DirectiveReading extends AnalysisContext {
  /** false where the code of the other constructs is not loaded: only questions are read. */
  readonly readsFamilies: boolean;
  /** The content's `::ai` marker, once read. */
  ai: AiMarker | null;
}

/**
 * The directives the renderer's own code reads; the others' families read theirs (kits/).
 * Questions are read here, though drawn by their family's code: the server reads them too.
 */
const OWN_ANALYSERS: DirectiveAnalysers = {
  container: { question: analyseQuestion },
  leaf: { image: analyseImage },
  text: { keyword: analyseKeyword },
};

type AnalyserOfForm = { [F in DirectiveForm]-?: NonNullable<DirectiveAnalysers[F]>[string] };

function analyserIn<F extends DirectiveForm>(
  analysers: DirectiveAnalysers,
  form: F,
  name: string,
): AnalyserOfForm[F] | undefined {
  const byName = analysers[form] as Readonly<Record<string, AnalyserOfForm[F]>> | undefined;
  // Own names only: `::toString` or `:hasOwnProperty[…]` name no analyser, but the object's
  // inherited methods, which would drop the directive or fail the whole content.
  return byName && Object.hasOwn(byName, name) ? byName[name] : undefined;
}

/** A family's directive where only questions are read: shown as content, nothing reported. */
const NOT_READ = (): ConstructModel => ({ kind: 'plain' });

/** What reads a directive of `form` named `name`, if anything does. */
function analyserOf<F extends DirectiveForm>(
  form: F,
  name: string,
  readsFamilies: boolean,
): AnalyserOfForm[F] | undefined {
  const own = analyserIn(OWN_ANALYSERS, form, name);
  if (own) return own;
  const family = familyOf(form, name);
  if (!family) return undefined;
  return readsFamilies ? analyserIn(kit(family).analysers, form, name) : NOT_READ;
}

/** Decides what a container directive renders as; `insideQuestion` when a question holds it. */
export function analyseContainer(
  token: ContainerDirectiveToken,
  insideQuestion: boolean,
  analysis: DirectiveReading,
): ConstructModel {
  checkDirectiveSyntax(token, 'container', analysis);
  if (!token.closed) {
    const fence = ':'.repeat(token.colons);
    analysis.report(
      token.offset,
      'error',
      'unclosed-container',
      `":::${token.name}" is never closed: end it with a line "${fence}". ` +
        'To nest containers, give the outer one more colons.',
    );
  }
  if (token.name === 'solution') {
    // Inside a question its own renderer draws it; this matters only if the question is refused.
    if (insideQuestion) return { kind: 'plain' };
    analysis.report(
      token.offset,
      'error',
      'solution-outside-question',
      'A solution must be inside a question.',
    );
    return { kind: 'plain' };
  }
  if (token.name === 'question' && insideQuestion) {
    analysis.report(
      token.offset,
      'error',
      'nested-question',
      'A question cannot contain another question.',
    );
    return { kind: 'plain' };
  }
  const analyser = analyserOf('container', token.name, analysis.readsFamilies);
  if (analyser) return analyser(token, analysis);
  return unknownDirective(token, 'container', analysis);
}

export function analyseLeaf(token: LeafDirectiveToken, analysis: DirectiveReading): ConstructModel {
  checkDirectiveSyntax(token, 'leaf', analysis);
  if (token.name === 'ai') return analyseAiMarker(token, analysis);
  const analyser = analyserOf('leaf', token.name, analysis.readsFamilies);
  if (analyser) return analyser(token, analysis);
  return unknownDirective(token, 'leaf', analysis);
}

export function analyseText(token: TextDirectiveToken, analysis: DirectiveReading): ConstructModel {
  checkDirectiveSyntax(token, 'text', analysis);
  const analyser = analyserOf('text', token.name, analysis.readsFamilies);
  if (analyser) return analyser(token, analysis);
  return unknownDirective(token, 'text', analysis);
}

function analyseAiMarker(token: LeafDirectiveToken, analysis: DirectiveReading): ConstructModel {
  if (token.offset !== 0) {
    const message = 'The ::ai marker must be the first line of the content.';
    return refuseConstruct(analysis, token.offset, 'misplaced-ai-marker', message);
  }
  const model = token.attributes.values.get('model')?.trim() ?? '';
  const type = token.attributes.values.get('type')?.trim() ?? '';
  if (!model)
    analysis.report(
      token.offset,
      'warning',
      'ai-marker',
      'The ::ai marker should name its model=….',
    );
  if (type !== 'keyword') {
    analysis.report(
      analysis.attributeOffset(token, 'type'),
      'warning',
      'ai-marker',
      type
        ? `"${type}" is not a known AI content type (the only one is keyword).`
        : 'The ::ai marker has no type=….',
    );
  }
  analysis.ai = { model, type };
  return { kind: 'hidden' };
}

function unknownDirective(
  token: DirectiveToken,
  form: DirectiveForm,
  analysis: DirectiveReading,
): ConstructModel {
  const elsewhere = (['container', 'leaf', 'text'] as const).find(
    (other) => other !== form && findDirective(other, token.name),
  );
  const hint = elsewhere
    ? ` "${token.name}" is written ${directivePrefix(elsewhere)}${token.name}.`
    : '';
  const message = `Unknown directive "${directivePrefix(form)}${token.name}"; it is shown as text.${hint}`;
  return refuseConstruct(analysis, token.offset, 'unknown-directive', message);
}
