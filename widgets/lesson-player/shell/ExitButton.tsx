import { useState } from 'react';
import { useStore } from 'jotai';
import { GuardedButton, appConfigAtom } from '@courses/runtime';
import { exitDestination, type SaveBeforeExit } from './exitSave';

/**
 * Exit (spec section 4): saves the step on screen first; a failed save leaves the learner on
 * the step with the error toast and their answers. Then / for the alternate app, else /tutorials/.
 */
export function ExitButton({ label, saveCurrent }: { label: string; saveCurrent: SaveBeforeExit }) {
  const store = useStore();
  const [leaving, setLeaving] = useState(false);

  async function exit() {
    setLeaving(true);
    if (!(await saveCurrent())) {
      setLeaving(false);
      return;
    }
    const config = await store.get(appConfigAtom).catch(() => null);
    window.location.assign(exitDestination(config?.isDoctrina ?? false));
  }

  return (
    <GuardedButton variant="contained" size="small" disabled={leaving} onClick={() => void exit()}>
      {label}
    </GuardedButton>
  );
}
