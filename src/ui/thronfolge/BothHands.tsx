// Both hands at once — only for replays, where the game is over and nothing is secret.
import { cardsOf } from '../../games/thronfolge/view-cards.js';
import { useTexts } from '../shared/i18n.js';
import { OpenHands } from '../shared/OpenHands.js';
import { THRONFOLGE_TEXTS } from './strings.js';

/** `hands` in notation, as the views hold them. */
export function BothHands({ hands, current, width, height }: { hands: readonly (readonly string[])[]; current: number | null; width: number; height: number }) {
  const t = useTexts(THRONFOLGE_TEXTS);
  const cards = hands.map((hand) => cardsOf(hand));
  return <OpenHands hands={cards} current={current} width={width} height={height} turnMark={t.turnMark} playerName={t.player} emptyText={t.handEmpty} />;
}
