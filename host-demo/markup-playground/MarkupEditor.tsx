import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { complete, type Completion, type Suggestion } from './autocomplete';

interface MarkupEditorProps {
  value: string;
  onChange(value: string): void;
  /** Set from outside (a diagnostic was chosen): the caret moves there. */
  caret?: { offset: number; serial: number } | undefined;
}

const KIND_LABELS: Record<Suggestion['kind'], string> = {
  attributes: 'attribute',
  icons: 'icon',
  'alert-icons': 'alert icon',
};

/**
 * The source editor: a plain textarea with a suggestion list. The list is a listbox driven
 * from the textarea (arrows move, Enter or Tab insert, Escape closes, Ctrl+Space opens), so
 * focus never leaves the text.
 */
export function MarkupEditor({ value, onChange, caret }: MarkupEditorProps) {
  const id = useId();
  const textareaId = `${id}-source`;
  const listboxId = `${id}-suggestions`;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const [completion, setCompletion] = useState<Completion | null>(null);
  const [active, setActive] = useState(0);

  useLayoutEffect(() => {
    const element = textarea.current;
    if (element && pendingCaret.current !== null) {
      element.setSelectionRange(pendingCaret.current, pendingCaret.current);
      pendingCaret.current = null;
    }
  });

  useLayoutEffect(() => {
    const element = textarea.current;
    if (!element || !caret) return;
    element.focus();
    element.setSelectionRange(caret.offset, caret.offset);
  }, [caret]);

  function refresh(element: HTMLTextAreaElement) {
    const { selectionStart, selectionEnd } = element;
    const next =
      selectionStart === selectionEnd ? complete(element.value.slice(0, selectionStart)) : null;
    setCompletion(next);
    setActive(0);
  }

  function accept(suggestion: Suggestion) {
    const element = textarea.current;
    if (!element || !completion) return;
    const caretAt = element.selectionStart;
    const next = value.slice(0, completion.from) + suggestion.insert + value.slice(caretAt);
    pendingCaret.current = completion.from + suggestion.insert.length;
    setCompletion(null);
    onChange(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === ' ' && event.ctrlKey) {
      event.preventDefault();
      refresh(event.currentTarget);
      return;
    }
    if (!completion) return;
    const count = completion.suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      const suggestion = completion.suggestions[active];
      if (suggestion) {
        event.preventDefault();
        accept(suggestion);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setCompletion(null);
    }
  }

  const open = completion !== null;
  const activeId = open ? `${listboxId}-${active}` : undefined;
  const count = completion?.suggestions.length ?? 0;
  return (
    <div className="playground-editor">
      <label htmlFor={textareaId}>Markup source</label>
      <textarea
        ref={textarea}
        id={textareaId}
        value={value}
        spellCheck={false}
        rows={28}
        aria-autocomplete="list"
        aria-controls={open ? listboxId : undefined}
        aria-activedescendant={activeId}
        aria-describedby={`${id}-help`}
        onChange={(event) => {
          onChange(event.target.value);
          refresh(event.target);
        }}
        onKeyDown={onKeyDown}
        onClick={(event) => refresh(event.currentTarget)}
        onBlur={() => setCompletion(null)}
      />
      <p id={`${id}-help`} className="playground-help">
        Inside a directive's braces, suggestions for attributes, icons and alert icons appear:
        arrows to choose, Enter or Tab to insert, Escape to close, Ctrl+Space to ask again.
      </p>
      <p className="playground-visually-hidden" aria-live="polite">
        {open ? `${count} ${count === 1 ? 'suggestion' : 'suggestions'}` : ''}
      </p>
      {open ? (
        <ul
          id={listboxId}
          role="listbox"
          aria-label="Suggestions"
          className="playground-suggestions"
        >
          {completion.suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.kind}:${suggestion.label}`}
              id={`${listboxId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => accept(suggestion)}
            >
              <span className="playground-suggestion-label">{suggestion.label}</span>{' '}
              <span className="playground-suggestion-kind">{KIND_LABELS[suggestion.kind]}</span>{' '}
              <span className="playground-suggestion-detail">{suggestion.detail}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
