// The question the first hint or undo of a game asks — it makes the game practice — the same at
// every game's screen: which overlay asks it, how a key answers it, and the box that shows it.
import type { Key } from 'ink';
import { ConfirmBox } from './ConfirmBox.js';
import { confirmAnswer } from './confirm-key.js';
import type { Lang } from '../../text/lang.js';
import type { SharedTexts } from './shared-strings.js';

export type PracticeOverlay = 'practiceHint' | 'practiceUndo';

export const isPracticeQuestion = (overlay: string): overlay is PracticeOverlay => overlay === 'practiceHint' || overlay === 'practiceUndo';

/** The overlay that asks before this assist. */
export const practiceQuestionFor = (assist: 'hint' | 'undo'): PracticeOverlay => (assist === 'hint' ? 'practiceHint' : 'practiceUndo');

/**
 * A key while the question is open: a key that answers it calls `answered` with the assist to run
 * (after a yes) or null (after a no); any other key does nothing.
 */
export function answerPractice(open: PracticeOverlay, input: string, key: Key, lang: Lang, answered: (assist: 'hint' | 'undo' | null) => void): void {
  const answer = confirmAnswer(input, key, lang);
  if (answer !== null) answered(answer === 'no' ? null : open === 'practiceHint' ? 'hint' : 'undo');
}

/** `medal`: a win of this game would earn a medal (solo Regicide). */
export function PracticeQuestion({ open, medal, width, t }: { open: PracticeOverlay; medal: boolean; width: number; t: SharedTexts }) {
  return <ConfirmBox question={t.practiceQuestion(open === 'practiceHint' ? 'hint' : 'undo')} notes={[t.practiceCost(medal)]} keys={t.practiceKeys} width={width} />;
}
