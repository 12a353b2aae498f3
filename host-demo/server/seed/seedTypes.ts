import type { Metadata } from '../../../src/api/schemas/common';
import type { Datasource, Privacy, ReferenceDoc, TagGroup } from '../../../src/api/schemas/dataset';
import type { Label, LessonType } from '../../../src/api/schemas/lesson';
import type { DataRow, DatasetColumn } from '../../../src/api/schemas/lessonStep';
import type { PlotState } from '../../../src/api/schemas/question';

export interface SeedUser {
  id: number;
  username: string;
  type: 'teacher' | 'student';
  is_staff?: boolean;
  is_superuser?: boolean;
  is_jr?: boolean;
  is_premium?: boolean;
}

export interface SeedTable {
  columns: DatasetColumn[];
  rows: DataRow[];
}

export interface SeedDataset {
  id: number;
  access_url: string;
  dataset_name: string;
  privacy: Privacy;
  author_id: number;
  is_user_dataset?: boolean;
  is_archived?: boolean;
  is_premium?: boolean;
  is_tuva_jr?: boolean;
  gdrive_url?: string;
  dataset_desc: string;
  group_tags: TagGroup[];
  reference_doc: ReferenceDoc[];
  datasource: Datasource[];
  metadata: Metadata;
  table: SeedTable;
  modified: string;
}

export interface SeedStep {
  content: string;
  left_content?: string;
  /** Id of the course dataset the data tool opens. */
  course_dataset?: number;
  plot_state?: PlotState;
  has_simulation?: boolean;
  continue_dataenv?: boolean;
}

export interface SeedLesson {
  slug: string;
  /** Subject category slug; lessons of a course take the course's. */
  subject?: string;
  title: string;
  lesson_type: LessonType;
  is_premium?: boolean;
  is_tuva_jr?: boolean;
  labels?: Label[];
  description: string;
  introduction: string;
  introduction_left?: string;
  /** Minutes. */
  duration: number;
  modified: string;
  steps: SeedStep[];
}

export interface SeedModule {
  slug: string;
  title: string;
  description: string;
  introduction_left: string;
  lessons: SeedLesson[];
}

export interface SeedCourse {
  id: number;
  name: string;
  access_url: string;
  description: string;
  is_premium: boolean;
  /** Subject category slug (the content browser's categories). */
  subject?: string;
  modules: SeedModule[];
}
