// What the SSH front calls: the menu on a session's terminal, until the player chooses.
import type { Lang } from '../../text/lang.js';
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
  session: SessionScreen;
}

/** The menu until a choice (a session that goes away counts as quitting); with the language chosen last. */
export async function runSshMenu({ facts, lang, players, session }: MenuRun): Promise<{ choice: MenuChoice; lang: Lang; players: ChosenPlayers }> {
  let result: { choice: MenuChoice; lang: Lang } = { choice: { kind: 'quit' }, lang };
  const chosen: Record<string, number> = { ...players };
  await runFullscreen(
    <UiProviders settings={uiSettingsOf({ lang, ascii: false, color: true })}>
      <TurnNoticeRoot settings={noticeSettings(true, session)}>
        <MenuApp
          facts={facts}
          lang={lang}
          ascii={false}
          players={chosen}
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
  return { ...result, players: chosen };
}

/** The front's notices and the menu's words outside React. */
export const sshTexts = (lang: Lang): SshTexts => textsFor(SSH_TEXTS, lang, false);
