import { useState } from 'react';
import { Outlet } from '../router';
import { useAtomValue } from 'jotai';
import {
  Loading,
  Text,
  TextLink,
  currentUserAtom,
  loadLesson,
  type Lesson,
} from '@courses/runtime';
import { useLessonBookmark } from '../lesson/BookmarkButton';
import { ExitButton } from '../shell/ExitButton';
import { ExitSaveContext, useExitSaveRegistry } from '../shell/exitSave';
import { lessonTypeName } from '../course/lessonTypes';
import { LoadFailed } from '../shell/LoadFailed';
import { userLessonAnswerChannel } from '../step/answerChannel';
import { ContentLandmark } from '../shell/ContentLandmark';
import { NotFound } from '../shell/NotFound';
import { FirstVisitTour } from '../tour/FirstVisitTour';
import { orMissing, useRequest } from '@courses/runtime';
import { useLiveLesson } from '../lesson/useLiveLesson';
import { UserName } from '../shell/UserName';
import { EXIT_ACTIVITY, SingleLessonContext } from './singleLessonContext';
import { ensureLessonPlayerStyles } from '../lessonPlayerStyles';

const CONTENT = { minHeight: 480 };

/** Loads the lesson given by the host page and frames its intro, steps and review. */
export function SingleLessonLayout({ lessonId }: { lessonId: number | string }) {
  const { state: load, retry } = useRequest(`lesson:${lessonId}`, async (signal) =>
    orMissing(await loadLesson(lessonId, { signal })),
  );
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'missing') return <NotFound what="singleLesson" />;
  if (load.status === 'failed') return <LoadFailed what="lesson" onRetry={retry} />;
  return <LoadedLesson key={load.data.id} loaded={load.data} />;
}

function LoadedLesson({ loaded }: { loaded: Lesson }) {
  const { lesson, markCompleted } = useLiveLesson(loaded);
  const user = useAtomValue(currentUserAtom);
  const [channel] = useState(() => userLessonAnswerChannel(lesson.id));
  const exitSave = useExitSaveRegistry();
  const bookmark = useLessonBookmark(lesson);
  ensureLessonPlayerStyles();
  return (
    <SingleLessonContext.Provider value={{ lesson, markCompleted, user, channel, ...bookmark }}>
      <ExitSaveContext.Provider value={exitSave.registry}>
        <header className="courses-lesson-player-header-bar">
          <Text component="p" variant="subtitle1" className="courses-lesson-player-header-title">
            {`${lessonTypeName(lesson.lesson_type, lesson.is_tuva_jr)}: ${lesson.title}`}
          </Text>
          <TextLink href="/tutorials/" underline="hover">
            Help
          </TextLink>
          <UserName user={user} />
          {user ? <ExitButton label={EXIT_ACTIVITY} saveCurrent={exitSave.saveCurrent} /> : null}
        </header>
        <ContentLandmark label="Lesson content" style={CONTENT}>
          <FirstVisitTour />
          <Outlet />
        </ContentLandmark>
      </ExitSaveContext.Provider>
    </SingleLessonContext.Provider>
  );
}
