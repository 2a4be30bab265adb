// A lesson's advice must agree with the preview on the same screen (a newcomer trusts both): every
// step of every lesson is walked, and for its goal and each wrong kind the move the text speaks
// of is previewed with the screen's own preview; what the text claims (a damage, a cover, a score
// change) must stand in that preview. Every text of a step is listed below, so a new lesson's
// words cannot skip the check; a text with no claim about the preview says so with an empty list.
import { describe, expect, it } from 'vitest';
import { cardText } from '../../src/core/cards.js';
import { regicide } from '../../src/games/regicide/index.js';
import { REGICIDE_LESSONS } from '../../src/games/regicide/lessons/index.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import { THRONFOLGE_LESSONS } from '../../src/games/thronfolge/lessons/index.js';
import { lessonTable } from '../../src/table/lesson-table.js';
import { screenPreview } from '../../src/ui/regicide/line-preview.js';
import { REGICIDE_TEXTS } from '../../src/ui/regicide/strings.js';
import { REGICIDE_LESSON_TEXTS } from '../../src/ui/regicide/texts/lessons.js';
import { screenDuelPreview } from '../../src/ui/thronfolge/line-preview.js';
import { THRONFOLGE_TEXTS } from '../../src/ui/thronfolge/strings.js';
import { THRONFOLGE_LESSON_TEXTS } from '../../src/ui/thronfolge/texts/lessons.js';

/** What a text claims: in the preview of `move` (default: the move the text is about) these stand. */
interface Claim {
  move?: string;
  says: string[];
}

const REGICIDE_CLAIMS: Record<string, Claim> = {
  'powers.shield.goal': { says: ['♠ shield +10', 'The shield stops the whole attack'] },
  'powers.shield.smallSpade': { says: ['♠ shield +3', 'cover 7 damage'] },
  'powers.shield.noSpade': { says: ['cover 10 damage'] },
  'powers.draw.goal': { says: ['♦ draws'] },
  'powers.draw.noDiamond': { says: [] },
  'powers.double.goal': { move: 'play 4C', says: ['(♣ doubled)', 'defeated'] },
  'powers.double.noClub': { move: 'play 4C', says: ['Deals 8 (♣ doubled)'] },
  'powers.heal.goal': { says: ['♥ heals'] },
  'powers.heal.noHeart': { says: [] },
  'immunity.blocked.goal': { says: ['Deals 14 (♣ doubled)'] },
  'immunity.blocked.diamond': { says: ['♦ blocked (immune)', 'Deals 8 '] },
  'combos.combo.goal': { says: ['Value 9', '♥ heals', '♦ draws', '(♣ doubled)'] },
  'combos.combo.single': { says: [] },
  'combos.combo.aceEarly': { says: [] },
  'combos.cover.goal': { says: ['of 10 damage: covers it'] },
  'combos.cover.keepAce': { move: 'discard 10H', says: ['covers it'] },
  'combos.companion.goal': { says: ['Value 9', '♥ heals', '(♣ doubled)'] },
  'combos.companion.noAce': { says: [] },
  'jester.play.goal': { says: ['loses its immunity'] },
  'jester.play.club': { says: ['♣ blocked (immune)'] },
  'jester.choose.goal': { says: [] },
  'jester.choose.otherSeat': { says: [] },
  'jester.double.goal': { says: ['Deals 20 (♣ doubled)'] },
  'jester.double.noClub': { move: 'play 10C', says: ['(♣ doubled)'] },
  'yield.mustPlay.goal': { says: ['The shield stops the whole attack'] },
  'yield.mustPlay.notSpade': { says: ['cover 10 damage'] },
  'yield.yield.goal': { says: ['the shield stops the attack'] },
  'yield.yield.played': { move: 'yield', says: ['the shield stops the attack'] },
  'cover.attack.goal': { says: ['Deals 4 (♣ doubled) → 4/20', 'cover 10 damage'] },
  'cover.attack.spade': { says: ['♠ shield +9'] },
  'cover.discard.goal': { says: ['Selected 10 of 10 damage: covers it'] },
  'cover.discard.flip': { move: 'discard 4H 6D', says: ['covers it'] },
  'exact.kill.goal': { says: ['→ 20/20. Exact kill'] },
  'exact.kill.overkill': { says: ['Deals 6 (♣ doubled)', 'Overkill'] },
  'exact.kill.short': { says: ['→ 19/20', 'cover 10 damage'] },
  'exact.draw.goal': { says: ['♦ draws'] },
  'exact.draw.noDiamond': { says: [] },
  'solo.play.goal': { says: ['cover 6 damage (rest of hand worth 5)'] },
  'solo.play.early': { says: [] },
  'solo.flip.goal': { says: ['Your whole hand is worth 5, less than 6'] },
  'solo.cover.goal': { says: ['covers it'] },
  'solo.cover.again': { move: 'discard 6H', says: ['covers it'] },
};

/** Thronfolge's claims; `take`: whether the take is shown as a gain or a loss for the learner. */
const THRONFOLGE_CLAIMS: Record<string, Claim & { take?: 'gain' | 'loss' }> = {
  'row.play.goal': { says: [] },
  // "Only the two cards there": the take's two cards, not a judgement of it.
  'row.play.early': { says: ['take 2♠ 4♦:'] },
  'row.take.goal': { says: ['take 2♠ 4♦ 3♠ 4♠:'], take: 'gain' },
  'row.take.notYet': { says: [], take: 'gain' },
  'row.once.goal': { says: ['you have taken this round'] },
  'families.take.goal': { says: ['4♠ 6♠'], take: 'gain' },
  'families.take.later': { says: [], take: 'gain' },
  'sets.take.goal': { says: ['2♣'], take: 'gain' },
  'sets.take.later': { says: [], take: 'gain' },
  'favour.avoid.goal': { says: ['take Q♠ 10♥ 9♣'], take: 'loss' },
  'favour.avoid.betrayal': { says: ['(−6)'], take: 'loss' },
  'favour.take.goal': { says: ['take 9♣ 2♠ 3♥ 5♥ 4♣:'], take: 'gain' },
  'favour.take.later': { says: [], take: 'gain' },
  'crowns.take.goal': { says: ['all three crowns'] },
  'crowns.take.later': { says: ['could then take K♦'] },
  'roundEnd.last.goal': { says: ['you have taken this round'] },
  'roundEnd.next.goal': { says: [] },
};

/** Every text of a step that speaks of a move: its goal (the expected move) and each wrong kind (its example). */
function textsOf(lesson: { id: string; steps: readonly { id: string; expected: string; wrong?: readonly { kind: string; example: string }[] }[] }) {
  return lesson.steps.map((step) => ({
    step,
    texts: [{ code: `${lesson.id}.${step.id}.goal`, move: step.expected }, ...(step.wrong ?? []).map((w) => ({ code: `${lesson.id}.${step.id}.${w.kind}`, move: w.example }))],
  }));
}

/** "N points" in a text: the preview must show that change, signed. */
const pointsIn = (text: string): string[] => [...text.matchAll(/(\d+) points/g)].map((m) => m[1]);

describe('every lesson’s advice agrees with the preview on its screen', () => {
  it.each(REGICIDE_LESSONS.map((l) => [l.id, l] as const))('regicide %s', (_id, lesson) => {
    const client = lessonTable(regicide, lesson);
    for (const { step, texts } of textsOf(lesson)) {
      const update = client.update(lesson.learner);
      for (const { code, move } of texts) {
        const claim = REGICIDE_CLAIMS[code];
        expect(claim, `${code} is not in the list of claims`).toBeDefined();
        const m = regicide.parseMove(claim.move ?? move);
        const cards = m.type === 'play' || m.type === 'discard' ? m.cards : [];
        const preview = screenPreview(update, cards, REGICIDE_TEXTS.en).join('\n');
        for (const said of claim.says) expect(preview, `${code}: "${REGICIDE_LESSON_TEXTS.en[code]}"`).toContain(said);
        for (const n of pointsIn(REGICIDE_LESSON_TEXTS.en[code])) expect(preview, code).toMatch(new RegExp(`[−+]${n}\\)`));
      }
      expect(client.submit(lesson.learner, regicide.parseMove(step.expected))).toBeNull();
    }
  });

  it.each(THRONFOLGE_LESSONS.map((l) => [l.id, l] as const))('thronfolge %s', (_id, lesson) => {
    const client = lessonTable(thronfolge, lesson);
    for (const { step, texts } of textsOf(lesson)) {
      const update = client.update(lesson.learner);
      for (const { code, move } of texts) {
        const claim = THRONFOLGE_CLAIMS[code];
        expect(claim, `${code} is not in the list of claims`).toBeDefined();
        const m = thronfolge.parseMove(claim.move ?? move);
        const cursor = m.type === 'play' ? update.view.hand.indexOf(cardText(m.card)) : 0;
        expect(cursor, `${code}: the card is in the hand`).toBeGreaterThanOrEqual(0);
        const lines = screenDuelPreview(update, cursor, THRONFOLGE_TEXTS.en);
        const preview = lines.join('\n');
        const text = THRONFOLGE_LESSON_TEXTS.en[code];
        for (const said of claim.says) expect(preview, `${code}: "${text}"`).toContain(said);
        // "would cost you 6 points": the take's line shows the learner's −6.
        for (const n of pointsIn(text)) expect(lines[0], `${code}: "${text}"`).toMatch(new RegExp(`you \\S+ \\(−${n}\\)`));
        if (claim.take) expect(lines[0], `${code}: "${text}"`).toMatch(claim.take === 'gain' ? /you \S+ \(\+[1-9]/ : /you \S+ \(−[1-9]/);
      }
      expect(client.submit(lesson.learner, thronfolge.parseMove(step.expected))).toBeNull();
    }
  });

  it('lists no claim for a text no lesson has', () => {
    const codes = (lessons: readonly Parameters<typeof textsOf>[0][]) => new Set(lessons.flatMap((l) => textsOf(l).flatMap((s) => s.texts.map((t) => t.code))));
    expect(Object.keys(REGICIDE_CLAIMS).filter((c) => !codes(REGICIDE_LESSONS).has(c))).toEqual([]);
    expect(Object.keys(THRONFOLGE_CLAIMS).filter((c) => !codes(THRONFOLGE_LESSONS).has(c))).toEqual([]);
  });
});
