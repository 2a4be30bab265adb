// Screen texts read aloud: a card stays one card, and a suit's power after its bare symbol is said
// as the language's grammar wants it. English names suits in the plural, so "♠ shields you" is
// heard as "spades shield you", not "spades shields you" (newcomer review, finding 5).
import { describe, expect, it } from 'vitest';
import { REGICIDE_LESSON_TEXTS } from '../../src/ui/regicide/texts/lessons.js';
import { spokenText } from '../../src/ui/shared/narration.js';
import { SPOKEN_TEXTS } from '../../src/ui/shared/texts/spoken.js';

const en = SPOKEN_TEXTS.en;

describe('suit symbols said as words', () => {
  it('English: a suit power agrees with the plural suit; a single card keeps its verb', () => {
    expect(spokenText('♠ shields you: play the 10♠.', en)).toBe('spades shield you: play the 10 of spades.');
    expect(spokenText('♦ draws: you 2 · ♥ heals 9 · ♣ doubles', en)).toBe('diamonds draw: you 2 · hearts heal 9 · clubs double');
    expect(spokenText('the 3♠ shields only 3', en)).toBe('the 3 of spades shields only 3');
    // A word that is not a suit's power is left as written.
    expect(spokenText('Immune to ♣: no double', en)).toBe('Immune to clubs: no double');
    expect(spokenText('♣ doubled', en)).toBe('clubs doubled');
  });

  it('the lessons’ own lines about the powers', () => {
    const lesson = REGICIDE_LESSON_TEXTS.en;
    expect(spokenText(lesson['powers.shield.goal'], en)).toMatch(/^spades shield you: /);
    expect(spokenText(lesson['powers.draw.goal'], en)).toMatch(/^diamonds draw: /);
    expect(spokenText(lesson['powers.double.goal'], en)).toMatch(/^clubs double: /);
  });

  it('German, French and Norwegian say their verbs as written (their suit words take them)', () => {
    expect(spokenText('♥ heilt', SPOKEN_TEXTS.de)).toBe('Herz heilt');
    expect(spokenText('♥ soigne', SPOKEN_TEXTS.fr)).toBe('cœur soigne');
    expect(spokenText('♠ beskytter', SPOKEN_TEXTS.nb)).toBe('spar beskytter');
  });
});
