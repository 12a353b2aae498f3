import { useDeferredValue, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import {
  DiagnosticsPanel,
  INSERTABLE_QUESTION_TYPES,
  MarkupEditor,
  freshQuestionId,
  insertBlock,
  offsetOf,
  questionTemplate,
} from '@courses/runtime/authoring';
import {
  MarkupView,
  QUESTION_TYPE_NAMES,
  useMarkup,
  type Diagnostic,
} from '@courses/runtime/markup';
import type { DraftStep } from './draft';
import { useEditor } from './editorContext';
import { previewLabel } from './messages';

/** Rows of the step's source editor: a larger editor than the text-area default. */
const SOURCE_ROWS = 14;

/**
 * The step's markup: the source with suggestions, question insertion for every type, the
 * authoring problems located by line and column, and the live preview drawn by the renderer
 * students see.
 */
export function StepSourceEditor({ step }: { step: DraftStep }) {
  const id = useId();
  const { draft, server, update } = useEditor();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [caret, setCaret] = useState<{ offset: number; serial: number }>();
  // Typing stays responsive on long sources: the preview follows when React has time.
  const shown = useDeferredValue(step.content);
  const document = useMarkup(shown);
  const attributes = server.dataset?.attributes;

  const setContent = (content: string) =>
    update((current) => ({
      ...current,
      steps: current.steps.map((other) => (other.key === step.key ? { ...other, content } : other)),
    }));

  const moveCaret = (offset: number) =>
    setCaret((previous) => ({ offset, serial: (previous?.serial ?? 0) + 1 }));

  function insertQuestion(type: (typeof INSERTABLE_QUESTION_TYPES)[number]) {
    setMenu(null);
    const questionId = freshQuestionId(draft.steps.map((other) => other.content));
    const at = textarea.current?.selectionStart ?? step.content.length;
    const result = insertBlock(step.content, at, questionTemplate(type, questionId, attributes));
    setContent(result.source);
    // Back in the source, just after the new question: once the menu has let go of focus
    // (its focus trap would pull focus moved in the same commit back into the closing menu).
    requestAnimationFrame(() => moveCaret(result.caret));
  }

  const goTo = (diagnostic: Diagnostic) =>
    moveCaret(offsetOf(step.content, diagnostic.line, diagnostic.column));

  const problems = document.diagnostics.length;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Button
          variant="outlined"
          size="small"
          aria-haspopup="menu"
          aria-expanded={menu !== null}
          aria-controls={menu ? `${id}-questions` : undefined}
          onClick={(event) => setMenu(event.currentTarget)}
          endIcon={<span aria-hidden="true">▾</span>}
        >
          Insert question
        </Button>
        <Menu
          id={`${id}-questions`}
          anchorEl={menu}
          open={menu !== null}
          // Focus goes back to the button by hand: after an insertion it goes to the source.
          disableRestoreFocus
          onClose={() => {
            menu?.focus();
            setMenu(null);
          }}
        >
          {INSERTABLE_QUESTION_TYPES.map((type) => (
            <MenuItem key={type} onClick={() => insertQuestion(type)}>
              {QUESTION_TYPE_NAMES[type]}
            </MenuItem>
          ))}
        </Menu>
      </Box>
      <MarkupEditor
        label="Step content"
        value={step.content}
        onChange={setContent}
        caret={caret}
        rows={SOURCE_ROWS}
        attributes={attributes}
        inputRef={textarea}
      />
      <Box component="section" aria-labelledby={`${id}-problems`}>
        <Typography
          component="h2"
          variant="subtitle1"
          id={`${id}-problems`}
          sx={{ fontWeight: 600 }}
        >
          {problems === 0 ? 'Problems' : `Problems (${problems})`}
        </Typography>
        <DiagnosticsPanel diagnostics={document.diagnostics} onSelect={goTo} />
      </Box>
      <Box
        component="section"
        role="region"
        aria-label={previewLabel(server.activity_type)}
        data-testid="lesson-player.builder-preview"
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
      >
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {previewLabel(server.activity_type)}
        </Typography>
        <MarkupView document={document} idPrefix={`builder-${step.key}`} />
      </Box>
    </Box>
  );
}
