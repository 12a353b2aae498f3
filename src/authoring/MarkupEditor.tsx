import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { styled } from '@mui/material/styles';
import { complete, type Completion, type DatasetAttribute, type Suggestion } from './autocomplete';

export interface MarkupEditorProps {
  value: string;
  onChange(value: string): void;
  /** Set from outside (a diagnostic was chosen): the caret moves there. */
  caret?: { offset: number; serial: number } | undefined;
  /** The textarea's label (default 'Markup source'). */
  label?: string;
  rows?: number;
  cols?: number;
  /** The dataset's attributes, suggested on a graph question's axes. */
  attributes?: readonly DatasetAttribute[] | undefined;
  /** The textarea itself, for a caller that inserts text at the caret. */
  inputRef?: Ref<HTMLTextAreaElement> | undefined;
  disabled?: boolean;
}

const KIND_LABELS: Record<Suggestion['kind'], string> = {
  attributes: 'attribute',
  icons: 'icon',
  'alert-icons': 'alert icon',
};

const Frame = styled('div')(({ theme }) => ({
  '& textarea': {
    display: 'block',
    width: '100%',
    boxSizing: 'border-box',
    fontFamily: 'monospace',
    fontSize: '0.875rem',
    padding: theme.spacing(1),
  },
  '& label': { fontWeight: 600, display: 'block', marginBottom: theme.spacing(0.5) },
  '& .markup-editor-help': {
    fontSize: '0.875rem',
    color: theme.palette.text.secondary,
    margin: theme.spacing(0.5, 0),
  },
  '& .markup-editor-status': {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
  },
  '& .markup-editor-suggestions': {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    border: `1px solid ${theme.palette.divider}`,
    maxHeight: 240,
    overflowY: 'auto',
    background: theme.palette.background.paper,
  },
  '& .markup-editor-suggestions li': { padding: theme.spacing(0.5, 1), cursor: 'pointer' },
  '& .markup-editor-suggestions li[aria-selected="true"]': {
    background: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
  },
  '& .markup-editor-suggestion-label': { fontFamily: 'monospace', fontWeight: 600 },
  '& .markup-editor-suggestion-kind': { fontSize: '0.75rem', textTransform: 'uppercase' },
  '& .markup-editor-suggestion-detail': { fontSize: '0.875rem' },
}));

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * The source editor: a plain textarea with a suggestion list (spec section 9's autocomplete
 * types). The list is a listbox driven from the textarea (arrows move, Enter or Tab insert,
 * Escape closes, Ctrl+Space opens), so focus never leaves the text.
 */
export function MarkupEditor({
  value,
  onChange,
  caret,
  label = 'Markup source',
  rows = 28,
  cols,
  attributes,
  inputRef,
  disabled = false,
}: MarkupEditorProps) {
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
      selectionStart === selectionEnd
        ? complete(element.value.slice(0, selectionStart), { attributes })
        : null;
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
      // The suggestions close; a dialog around the editor stays open.
      event.stopPropagation();
      setCompletion(null);
    }
  }

  const open = completion !== null;
  const activeId = open ? `${listboxId}-${active}` : undefined;
  const count = completion?.suggestions.length ?? 0;
  return (
    <Frame className="markup-editor">
      <label htmlFor={textareaId}>{label}</label>
      <textarea
        ref={(element) => {
          textarea.current = element;
          assignRef(inputRef, element);
        }}
        id={textareaId}
        value={value}
        spellCheck={false}
        rows={rows}
        cols={cols}
        disabled={disabled}
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
      <p id={`${id}-help`} className="markup-editor-help">
        Inside a directive&apos;s braces, suggestions for attributes, icons and alert icons appear:
        arrows to choose, Enter or Tab to insert, Escape to close, Ctrl+Space to ask again.
      </p>
      <p className="markup-editor-status" aria-live="polite">
        {open ? `${count} ${count === 1 ? 'suggestion' : 'suggestions'}` : ''}
      </p>
      {open ? (
        <ul
          id={listboxId}
          role="listbox"
          aria-label="Suggestions"
          className="markup-editor-suggestions"
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
              <span className="markup-editor-suggestion-label">{suggestion.label}</span>{' '}
              <span className="markup-editor-suggestion-kind">{KIND_LABELS[suggestion.kind]}</span>{' '}
              <span className="markup-editor-suggestion-detail">{suggestion.detail}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </Frame>
  );
}
