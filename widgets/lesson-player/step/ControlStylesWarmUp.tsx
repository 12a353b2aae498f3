import { useEffect, useState } from 'react';
import { whenIdle } from '@courses/runtime';
import type { Question, QuestionType } from '@courses/runtime/markup';
import { CheckboxControl, RadioControl, TextControl, type ControlProps } from './QuestionControls';

function props(type: QuestionType): ControlProps {
  const question: Question = {
    questionId: `style-warm-up-${type}`,
    text: '',
    type,
    options: [''],
    answer: null,
    placeholder: '',
    rows: type === 'textarea' ? 1 : null,
  };
  return {
    question,
    number: 0,
    prompt: null,
    options: [''],
    solution: null,
    domId: `style-warm-up-${type}`,
    value: undefined,
    onChange: () => {},
    disabled: false,
    invalid: false,
    promptId: '',
    errorId: '',
  };
}

/**
 * Renders the answer controls once, hidden, while the reader is idle on a step. MUI's styling
 * adds a component's style rules to the page the first time it renders, and every rule added
 * makes the browser work out the page's styles again: a step with the page's first text field
 * added 55 of them in the middle of Next (measured in Chromium). Rendered here they are in
 * place before the reader moves on; nothing of this can be seen, focused or read.
 */
export function ControlStylesWarmUp() {
  const [phase, setPhase] = useState<'waiting' | 'rendering' | 'done'>('waiting');
  useEffect(() => {
    if (phase === 'waiting') return whenIdle(() => setPhase('rendering'));
    // The controls rendered in the commit before this effect: their styles are in.
    if (phase === 'rendering') return whenIdle(() => setPhase('done'));
  }, [phase]);
  if (phase !== 'rendering') return null;
  return (
    <div hidden aria-hidden="true" data-testid="lesson-player.style-warm-up">
      <TextControl {...props('text')} />
      <TextControl {...props('textarea')} />
      <RadioControl {...props('radio')} />
      <CheckboxControl {...props('checkbox')} />
    </div>
  );
}
