// Every seat's hand at once — only for replays, where the game is over and nothing is secret.
import type { Card } from '../../core/cards.js';
import { useTexts } from '../shared/i18n.js';
import { OpenHands } from '../shared/OpenHands.js';
import { REGICIDE_TEXTS } from './strings.js';

/** A line a seat inside the border. */
export const allHandsHeight = (players: number): number => players + 2;

export function AllHands({ hands, current, width }: { hands: readonly (readonly Card[])[]; current: number | null; width: number }) {
  const t = useTexts(REGICIDE_TEXTS);
  return <OpenHands hands={hands} current={current} width={width} height={allHandsHeight(hands.length)} turnMark={t.turn} playerName={t.player} emptyText={t.handEmpty} />;
}
