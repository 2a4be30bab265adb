// `thronfolge learn`: one lesson on the real duel screen, framed by the lesson's panel.
import type { ThronfolgeGame } from '../../games/thronfolge/index.js';
import { singleGame } from '../../games/thronfolge/match.js';
import type { LessonClient } from '../../table/lesson-table.js';
import { textsFor } from '../shared/texts-for.js';
import { LessonFrame } from '../shared/LessonFrame.js';
import type { LessonExit } from '../shared/lesson-words.js';
import { runFullscreen, type SessionScreen, uiSettingsOf, type UiChoice } from '../shared/run-screen.js';
import { UiProviders } from '../shared/UiProviders.js';
import { ThronfolgeApp } from './ThronfolgeApp.js';
import { THRONFOLGE_LESSON_TEXTS } from './texts/lessons.js';

export async function runThronfolgeLesson(client: LessonClient<ThronfolgeGame>, number: number, total: number, ui: UiChoice, session?: SessionScreen): Promise<LessonExit> {
  let how: LessonExit = 'quit';
  const words = textsFor(THRONFOLGE_LESSON_TEXTS, ui.lang, ui.ascii);
  await runFullscreen(
    <UiProviders settings={uiSettingsOf({ ...ui, fourColor: false })}>
      <LessonFrame
        client={client}
        words={words}
        number={number}
        total={total}
        board={(c, onExit) => (
          <ThronfolgeApp
            client={c}
            // The other seat answers as the lesson says: on screen it is the bot's seat.
            seating={{ vs: 'bot', botLevel: 'easy' }}
            match={singleGame('lesson')}
            savePath=""
            onExit={(why) => onExit(why === 'interrupted' ? 'interrupted' : 'quit')}
          />
        )}
        onExit={(why) => (how = why)}
      />
    </UiProviders>,
    session,
  );
  return how;
}
