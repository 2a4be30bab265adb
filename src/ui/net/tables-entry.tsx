// The player's tables on the alternate screen, as `tables` runs it: it answers with the table
// chosen (Enter), or null when the player leaves. On an SSH session's terminal when one is given.
import type { MyTable } from '../../net/lobby/tables-client.js';
import { runFullscreen, type SessionScreen, uiSettingsOf } from '../shared/run-screen.js';
import { UiProviders } from '../shared/UiProviders.js';
import { TablesList, type TablesListProps } from './TablesList.js';
import type { Lang } from '../../text/lang.js';
import type { ThemeName } from '../shared/palettes.js';

export async function runTablesScreen(props: Omit<TablesListProps, 'onChoose'>, lang: Lang, session?: SessionScreen, theme?: ThemeName): Promise<MyTable | null> {
  let chosen: MyTable | null = null;
  await runFullscreen(
    <UiProviders settings={uiSettingsOf({ lang, ascii: false, color: true, theme })}>
      <TablesList {...props} onChoose={(table) => (chosen = table)} />
    </UiProviders>,
    session,
  );
  return chosen;
}
