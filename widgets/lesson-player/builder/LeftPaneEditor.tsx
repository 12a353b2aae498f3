import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { MarkupEditor } from '@courses/runtime/authoring';
import { DEFAULT_TEXTAREA_ROWS, MarkupContent, TEXTAREA_COLUMNS } from '@courses/runtime/markup';
import { EmbeddedWidget } from '../shell/EmbeddedWidget';
import type { DraftStep } from './draft';
import { useEditor } from './editorContext';

type LeftChoice = 'nothing' | 'content' | 'data';

function choiceOf(step: DraftStep): LeftChoice {
  if (step.data_tool) return 'data';
  return step.left_content ? 'content' : 'nothing';
}

/**
 * The step's left pane, as the player shows it: content, or the data tool on the activity's
 * dataset (spec section 2). The content editor keeps the text-area defaults (spec section 9).
 */
export function LeftPaneEditor({ step }: { step: DraftStep }) {
  const id = useId();
  const { server, update } = useEditor();
  const dataset = server.dataset;
  // Content chosen but not written yet is a choice of this screen only: saved, it is nothing.
  const [choice, setChoice] = useState(() => choiceOf(step));
  const savedWithData = server.steps.some((saved) => saved.id === step.id && saved.data_tool);

  const change = (patch: Partial<DraftStep>) =>
    update((current) => ({
      ...current,
      steps: current.steps.map((other) =>
        other.key === step.key ? { ...other, ...patch } : other,
      ),
    }));

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormControl>
        <FormLabel id={`${id}-choice`}>Left pane</FormLabel>
        <RadioGroup
          aria-labelledby={`${id}-choice`}
          value={choice}
          onChange={(event) => {
            const next = event.target.value as LeftChoice;
            setChoice(next);
            // The player shows content before the data tool: one of them is kept per step.
            if (next === 'data') change({ data_tool: true, left_content: '' });
            else if (next === 'content') change({ data_tool: false });
            else change({ data_tool: false, left_content: '' });
          }}
        >
          <FormControlLabel value="nothing" control={<Radio />} label="Nothing" />
          <FormControlLabel value="content" control={<Radio />} label="Content" />
          <FormControlLabel
            value="data"
            control={<Radio />}
            label="Data tool"
            disabled={!dataset}
            aria-describedby={`${id}-data-help`}
          />
        </RadioGroup>
        <FormHelperText id={`${id}-data-help`}>
          {dataset
            ? `The data tool opens ${dataset.dataset_name}.`
            : 'The activity has no dataset, so no data tool.'}
        </FormHelperText>
      </FormControl>
      {choice === 'content' ? (
        <>
          <MarkupEditor
            label="Left content"
            value={step.left_content}
            rows={DEFAULT_TEXTAREA_ROWS}
            cols={TEXTAREA_COLUMNS}
            onChange={(left_content) => change({ left_content })}
          />
          <Box component="section" aria-label="Left content preview">
            <MarkupContent source={step.left_content} idPrefix={`builder-${step.key}-left`} />
          </Box>
        </>
      ) : null}
      {choice === 'data' && dataset ? (
        step.id !== null && savedWithData && server.lesson ? (
          <EmbeddedWidget
            widget="data-tool"
            props={{ lessonId: server.lesson.id, stepId: step.id }}
            label={`Data tool: ${dataset.dataset_name}`}
            testId="lesson-player.builder-data-tool"
          />
        ) : (
          <Typography color="text.secondary">
            {`The data tool opens ${dataset.dataset_name} here once the step is saved.`}
          </Typography>
        )
      ) : null}
    </Box>
  );
}
