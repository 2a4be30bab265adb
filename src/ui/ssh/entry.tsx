// What the SSH front calls: the menu on a session's terminal, until the player chooses.
import type { Lang } from '../../text/lang.js';
import type { LineStreams } from '../shared/line-session.js';
import type { ThemeName } from '../shared/palettes.js';
import { runFullscreen, type SessionScreen, uiSettingsOf } from '../shared/run-screen.js';
import { textsFor } from '../shared/texts-for.js';
import { UiProviders } from '../shared/UiProviders.js';
import { noticeSettings, TurnNoticeRoot } from '../shared/use-turn-notice.js';
import { type ChosenPlayers, type MenuChoice, type MenuFacts, type MenuGame, MenuApp } from './MenuApp.js';
import { SSH_TEXTS, type SshTexts } from './ssh-strings.js';

export type { ChosenPlayers, MenuChoice, MenuFacts, MenuGame };

export interface MenuRun {
  facts: MenuFacts;
  lang: Lang;
  players?: ChosenPlayers;
  /** The session's theme (unset: dark). */
  theme?: ThemeName;
  session: SessionScreen;
  /** The screen-reader mode's streams (the session's client asked for it): the menu as lines. */
  lines?: LineStreams;
}

/** The menu until a choice (a session that goes away counts as quitting); with the language and theme chosen last. */
export async function runSshMenu({ facts, lang, players, theme, session, lines }: MenuRun): Promise<{ choice: MenuChoice; lang: Lang; players: ChosenPlayers; theme: ThemeName | undefined }> {
  if (lines) {
    const { runMenuLines } = await import('./menu-lines.js');
    return runMenuLines({ facts, lang, players, theme, io: lines, onGone: (listener) => session.onGone(listener) });
  }
  let result: { choice: MenuChoice; lang: Lang } = { choice: { kind: 'quit' }, lang };
  let chosenTheme = theme;
  const chosen: Record<string, number> = { ...players };
  await runFullscreen(
    <UiProviders settings={uiSettingsOf({ lang, ascii: false, color: true, theme })}>
      <TurnNoticeRoot settings={noticeSettings(true, session)}>
        <MenuApp
          facts={facts}
          lang={lang}
          ascii={false}
          players={chosen}
          theme={theme}
          onTheme={(name) => (chosenTheme = name)}
          onExit={(choice, l) => {
            result = { choice, lang: l };
            if (choice.kind === 'bots' || choice.kind === 'own' || choice.kind === 'quick') chosen[`${choice.kind}:${choice.game}`] = choice.players;
            if (choice.kind === 'own') chosen[`public:${choice.game}`] = choice.public ? 1 : 0;
          }}
        />
      </TurnNoticeRoot>
    </UiProviders>,
    session,
  );
  return { ...result, players: chosen, theme: chosenTheme };
}

/** The front's notices and the menu's words outside React. */
export const sshTexts = (lang: Lang): SshTexts => textsFor(SSH_TEXTS, lang, false);
