import type { QuestionParts } from './showContent';
import { QUESTION_TYPE_NAMES, TEXTAREA_COLUMNS, el } from '../kits/core';

/**
 * The default rendering of a question, as plain DOM: working but unsaved controls, a
 * per-question solution toggle (wired by the view's click handler) and the '{type} Preview'
 * label (spec section 9). The lesson player passes its own renderQuestion to own the answers.
 */
export function staticQuestion(page: Document, parts: QuestionParts): HTMLElement {
  const { question, domId } = parts;
  const labelId = `${domId}-label`;
  const box = el(
    page,
    'div',
    {
      class: 'markup-question',
      role: 'group',
      'aria-labelledby': labelId,
      'data-question-id': question.questionId,
      'data-question-type': question.type,
    },
    [
      el(page, 'p', { id: labelId, class: 'markup-question-label' }, [
        `${QUESTION_TYPE_NAMES[question.type]} Preview`,
      ]),
    ],
  );
  const placeholder = question.placeholder || null;
  if (question.type === 'radio' || question.type === 'checkbox') {
    const fieldset = el(page, 'fieldset', { class: 'markup-question-fieldset' }, [
      el(page, 'legend', { class: 'markup-question-prompt' }, parts.prompt),
    ]);
    parts.options.forEach((option, index) => {
      const optionId = `${domId}-option-${index + 1}`;
      fieldset.append(
        el(page, 'div', { class: 'markup-question-option' }, [
          el(page, 'input', {
            type: question.type,
            id: optionId,
            name: domId,
            value: String(index + 1),
          }),
          el(page, 'label', { for: optionId }, option),
        ]),
      );
    });
    box.append(fieldset);
  } else if (question.type === 'graph') {
    box.append(
      el(page, 'div', { class: 'markup-question-field' }, [
        el(page, 'div', { id: `${domId}-prompt`, class: 'markup-question-prompt' }, parts.prompt),
        el(page, 'p', { class: 'markup-question-note' }, [
          'The answer is a graph made with the data tool.',
        ]),
      ]),
    );
  } else {
    const inputId = `${domId}-answer`;
    box.append(
      el(page, 'div', { class: 'markup-question-field' }, [
        el(page, 'label', { for: inputId, class: 'markup-question-prompt' }, parts.prompt),
        question.type === 'textarea'
          ? el(page, 'textarea', {
              id: inputId,
              rows: question.rows === null ? null : String(question.rows),
              cols: String(TEXTAREA_COLUMNS),
              placeholder,
            })
          : el(page, 'input', { id: inputId, type: 'text', placeholder }),
      ]),
    );
  }
  if (parts.solution) {
    const panelId = `${domId}-solution`;
    box.append(
      el(page, 'div', { class: 'markup-solution' }, [
        el(
          page,
          'button',
          {
            type: 'button',
            class: 'markup-solution-button',
            'aria-expanded': 'false',
            'aria-controls': panelId,
          },
          ['Show solution'],
        ),
        el(
          page,
          'div',
          {
            id: panelId,
            // A group, not a region: a lesson of many questions would fill a screen reader's
            // landmark list with solutions, as it would with accordions (kits/blocks.ts).
            role: 'group',
            'aria-label': 'Solution',
            class: 'markup-solution-panel',
            hidden: '',
          },
          parts.solution,
        ),
      ]),
    );
  }
  return box;
}
