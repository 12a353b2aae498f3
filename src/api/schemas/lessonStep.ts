import * as v from 'valibot';
import { IdSchema, MetadataSchema } from './common';
import { PlotStateSchema, QuestionSchema } from './question';

export const COLUMN_TYPES = ['numeric', 'categorical', 'date'] as const;

export const DatasetColumnSchema = v.object({
  id: v.string(),
  name: v.string(),
  type: v.picklist(COLUMN_TYPES),
  unit: v.optional(v.nullable(v.string()), null),
});
export type DatasetColumn = v.InferOutput<typeof DatasetColumnSchema>;

/** One case of a dataset, keyed by column id. */
export const DataRowSchema = v.record(v.string(), v.nullable(v.union([v.string(), v.number()])));
export type DataRow = v.InferOutput<typeof DataRowSchema>;

/** The table a data step opens in the data tool. */
export const StepDatasetSchema = v.object({
  column_ids: v.array(v.string()),
  columns: v.array(DatasetColumnSchema),
  rows: v.array(DataRowSchema),
  metadata: MetadataSchema,
});
export type StepDataset = v.InferOutput<typeof StepDatasetSchema>;

export const CourseDatasetKeywordSchema = v.object({ id: IdSchema, keyword: v.string() });

export const CourseDatasetSchema = v.object({
  id: IdSchema,
  dataset_name: v.string(),
  keywords: v.optional(v.array(CourseDatasetKeywordSchema), []),
  dataset: StepDatasetSchema,
});
export type CourseDataset = v.InferOutput<typeof CourseDatasetSchema>;

export const DataplotSchema = v.object({
  course_dataset: v.nullable(CourseDatasetSchema),
  /** Plot the data tool opens with; null starts from the bare table. */
  plot_state: v.optional(v.nullable(PlotStateSchema), null),
});
export type Dataplot = v.InferOutput<typeof DataplotSchema>;

export const LessonStepSchema = v.object({
  id: IdSchema,
  order: v.number(),
  /** Right-pane content markup, questions included. */
  content: v.string(),
  /** Left-pane content markup; empty when the step has none. */
  left_content: v.optional(v.string(), ''),
  questions: v.optional(v.array(QuestionSchema), []),
  dataplot: v.optional(v.nullable(DataplotSchema), null),
  has_simulation: v.optional(v.boolean(), false),
  /** Keep the previous step's data in the data tool instead of resetting it. */
  continue_dataenv: v.optional(v.boolean(), false),
  admin_url: v.optional(v.nullable(v.string()), null),
});
export type LessonStep = v.InferOutput<typeof LessonStepSchema>;
