import { useState } from 'react';
import { loadAllMarkup } from '@courses/runtime/markup';
import { Outlet, type RouteObject } from '../router';
import { PlayerRouter } from '../shell/PlayerRouter';
import { ActivityEditor, StartStep } from './ActivityEditor';
import { BuilderGate } from './BuilderGate';
import { BuilderHome } from './BuilderHome';
import { StepEditor } from './StepEditor';

/**
 * The builder parses whatever an author writes, at once (its preview, its step list's
 * questions): it starts once the code of every construct of the content markup is loaded too
 * (the markup loads it apart, for content that uses it), and without it does not start.
 */
export const markupReady = loadAllMarkup;

function Gated() {
  return (
    <BuilderGate>
      <Outlet />
    </BuilderGate>
  );
}

/**
 * The lesson player in edit mode: its own chunk, loaded only when a page mounts the player with
 * `builder: true`, so the player's start-up weight stays the same. Routes, relative to the base
 * path: the teacher's activities and the create form; then {activityId}/{stepId}/ for a step,
 * where the step not yet saved is 'new'.
 */
export default function BuilderApp({
  basePath,
  underBasePath,
}: {
  basePath: string;
  underBasePath: boolean;
}) {
  const [routes] = useState((): RouteObject[] => [
    {
      path: '/',
      element: <Gated />,
      children: [
        { index: true, element: <BuilderHome /> },
        {
          path: ':activityId',
          element: <ActivityEditor />,
          children: [
            { index: true, element: <StartStep /> },
            { path: ':stepId', element: <StepEditor /> },
          ],
        },
      ],
    },
  ]);
  return (
    <PlayerRouter routes={routes} basePath={basePath} start={underBasePath ? null : basePath} />
  );
}
