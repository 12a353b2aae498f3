import { useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  Button,
  LinkButton,
  canShareWithClass,
  currentUserAtom,
  openedLazily,
  type Lesson,
} from '@courses/runtime';

// The dialog, its tabs and the classroom helpers load when a teacher first opens it.
const AssignDialog = openedLazily(() => import('./AssignDialog').then((m) => m.AssignDialog));

const PRICING = { premium: '/pricing/premium/', junior: '/pricing/jr/' } as const;

/**
 * Teachers assign the lesson to their classes (spec section 1). A teacher without a premium
 * or junior subscription gets the upgrade link instead (spec section 6).
 */
export function AssignButton({
  lesson,
}: {
  lesson: Pick<Lesson, 'id' | 'title' | 'lesson_type' | 'is_tuva_jr'>;
}) {
  const user = useAtomValue(currentUserAtom);
  const [open, setOpen] = useState(false);
  if (user?.type !== 'teacher') return null;
  if (!canShareWithClass(user)) {
    return (
      <LinkButton variant="outlined" href={lesson.is_tuva_jr ? PRICING.junior : PRICING.premium}>
        Upgrade to assign to classes
      </LinkButton>
    );
  }
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Assign
      </Button>
      <AssignDialog lesson={lesson} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
