// The lobby's list on the alternate screen, as `lobby` runs it: it answers with the table chosen
// (Enter), or null when the player leaves. On an SSH session's terminal when one is given.
import type { LobbyTable } from '../../net/lobby/lobby-client.js';
import { runFullscreen, type SessionScreen, uiSettingsOf } from '../shared/run-screen.js';
import { UiProviders } from '../shared/UiProviders.js';
import { LobbyList, type LobbyListProps } from './LobbyList.js';
import type { Lang } from '../../text/lang.js';
import type { ThemeName } from '../shared/palettes.js';

export async function runLobbyScreen(props: Omit<LobbyListProps, 'onChoose'>, lang: Lang, session?: SessionScreen, theme?: ThemeName, mouse?: boolean): Promise<LobbyTable | null> {
  let chosen: LobbyTable | null = null;
  await runFullscreen(
    <UiProviders settings={uiSettingsOf({ lang, ascii: false, color: true, theme, ...(mouse === false && { mouse }) })}>
      <LobbyList {...props} onChoose={(table) => (chosen = table)} />
    </UiProviders>,
    session,
  );
  return chosen;
}
