import { createContext, useContext } from 'react';
import type { ActivityDraft } from './useActivityDraft';

/** The activity being edited, shared by the frame and the step on screen. */
export interface EditorState extends ActivityDraft {
  activityId: number;
  /** Says something to screen readers (a step moved, a step deleted). */
  announce: (message: string) => void;
}

export const EditorContext = createContext<EditorState | null>(null);

export function useEditor(): EditorState {
  const state = useContext(EditorContext);
  if (!state) throw new Error('useEditor is used outside the activity editor');
  return state;
}

/** A step's address: its id, or 'new' until the server has stored it. */
export function stepPath(activityId: number, step: { id: number | null }): string {
  return `/${activityId}/${step.id ?? 'new'}/`;
}
