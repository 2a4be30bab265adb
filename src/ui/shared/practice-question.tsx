// The question the first hint or undo of a game asks — it makes the game practice — the same at
// every game's screen (the shell asks it and takes its answer keys).
import { ConfirmBox } from './ConfirmBox.js';
import type { SharedTexts } from './shared-strings.js';

/** `medal`: a win of this game would earn a medal (solo Regicide). */
export function PracticeQuestion({ assist, medal, width, t }: { assist: 'hint' | 'undo'; medal: boolean; width: number; t: SharedTexts }) {
  return <ConfirmBox question={t.practiceQuestion(assist)} notes={[t.practiceCost(medal)]} keys={t.practiceKeys} width={width} />;
}
