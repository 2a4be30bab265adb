// `regicide learn`: one lesson on the real Regicide screen, framed by the lesson's panel.
import type { RegicideGame } from '../../games/regicide/index.js';
import type { LessonClient } from '../../table/lesson-table.js';
import { textsFor } from '../shared/texts-for.js';
import { LessonFrame } from '../shared/LessonFrame.js';
import type { LessonExit } from '../shared/lesson-words.js';
import { runFullscreen, type SessionScreen, uiSettingsOf, type UiChoice } from '../shared/run-screen.js';
import { UiProviders } from '../shared/UiProviders.js';
import { RegicideApp } from './RegicideApp.js';
import { REGICIDE_LESSON_TEXTS } from './texts/lessons.js';

export async function runRegicideLesson(client: LessonClient<RegicideGame>, number: number, total: number, ui: UiChoice, session?: SessionScreen): Promise<LessonExit> {
  let how: LessonExit = 'quit';
  const words = textsFor(REGICIDE_LESSON_TEXTS, ui.lang, ui.ascii);
  await runFullscreen(
    <UiProviders settings={uiSettingsOf(ui)}>
      <LessonFrame
        client={client}
        words={words}
        number={number}
        total={total}
        board={(c, onExit) => <RegicideApp client={c} savePath="" onExit={(why) => onExit(why === 'interrupted' ? 'interrupted' : 'quit')} />}
        onExit={(why) => (how = why)}
      />
    </UiProviders>,
    session,
  );
  return how;
}
