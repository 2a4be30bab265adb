// Runs the SavePicker on the normal screen (it is short) and answers with the chosen index.
import { render } from 'ink';
import type { Lang } from '../../text/lang.js';
import { type PickerRow, SavePicker } from './SavePicker.js';

export async function pickSave(rows: readonly PickerRow[], initial: number, lang: Lang, ascii: boolean): Promise<number | null> {
  let chosen: number | null = null;
  const instance = render(<SavePicker rows={rows} initial={initial} lang={lang} ascii={ascii} onChoose={(i) => (chosen = i)} />, { exitOnCtrlC: false, patchConsole: false });
  await instance.waitUntilExit();
  return chosen;
}
