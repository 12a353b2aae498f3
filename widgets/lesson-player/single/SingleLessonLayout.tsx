import { useState } from 'react';
import { Outlet } from '../router';
import { useAtomValue } from 'jotai';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Loading, currentUserAtom, loadLesson, type Lesson } from '@courses/runtime';
import { useLessonBookmark } from '../lesson/BookmarkButton';
import { ExitButton } from '../shell/ExitButton';
import { ExitSaveContext, useExitSaveRegistry } from '../shell/exitSave';
import { lessonTypeName } from '../course/lessonTypes';
import { LoadFailed } from '../shell/LoadFailed';
import { userLessonAnswerChannel } from '../step/answerChannel';
import { ContentLandmark } from '../shell/ContentLandmark';
import { NotFound } from '../shell/NotFound';
import { FirstVisitTour } from '../tour/FirstVisitTour';
import { orMissing, useLoad } from '../shell/useLoad';
import { useLiveLesson } from '../lesson/useLiveLesson';
import { UserName } from '../shell/UserName';
import { EXIT_ACTIVITY, SingleLessonContext } from './singleLessonContext';
import { HEADER_BAR_SX } from '../shell/headerBar';

/** Loads the lesson given by the host page and frames its intro, steps and review. */
export function SingleLessonLayout({ lessonId }: { lessonId: number | string }) {
  const load = useLoad(`lesson:${lessonId}`, async (signal) =>
    orMissing(await loadLesson(lessonId, { signal })),
  );
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'missing') return <NotFound what="singleLesson" />;
  if (load.status === 'failed') return <LoadFailed what="lesson" onRetry={load.retry} />;
  return <LoadedLesson key={load.data.id} loaded={load.data} />;
}

function LoadedLesson({ loaded }: { loaded: Lesson }) {
  const { lesson, markCompleted } = useLiveLesson(loaded);
  const user = useAtomValue(currentUserAtom);
  const [channel] = useState(() => userLessonAnswerChannel(lesson.id));
  const exitSave = useExitSaveRegistry();
  const bookmark = useLessonBookmark(lesson);
  return (
    <SingleLessonContext.Provider value={{ lesson, markCompleted, user, channel, ...bookmark }}>
      <ExitSaveContext.Provider value={exitSave.registry}>
        <Box component="header" sx={HEADER_BAR_SX}>
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }}>
            {`${lessonTypeName(lesson.lesson_type, lesson.is_tuva_jr)}: ${lesson.title}`}
          </Typography>
          <Link href="/tutorials/" underline="hover">
            Help
          </Link>
          <UserName user={user} />
          {user ? <ExitButton label={EXIT_ACTIVITY} saveCurrent={exitSave.saveCurrent} /> : null}
        </Box>
        <ContentLandmark label="Lesson content" sx={{ minHeight: 480 }}>
          <FirstVisitTour />
          <Outlet />
        </ContentLandmark>
      </ExitSaveContext.Provider>
    </SingleLessonContext.Provider>
  );
}
