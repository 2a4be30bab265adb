// Texts printed to the normal terminal: commands go through npx (the programs are not on PATH
// after npm ci), and errors start lower case like every other CLI error.
import { describe, expect, it } from 'vitest';
import { textsFor } from '../../src/ui/shared/i18n.js';
import { LANGS } from '../../src/text/lang.js';
import { REGICIDE_TEXTS } from '../../src/ui/regicide/strings.js';
import { THRONFOLGE_TEXTS } from '../../src/ui/thronfolge/strings.js';

describe('printed commands and errors', () => {
  for (const lang of LANGS) {
    it(`in ${lang}`, () => {
      const r = textsFor(REGICIDE_TEXTS, lang, false);
      const t = textsFor(THRONFOLGE_TEXTS, lang, false);
      expect(r.resumeWith).toContain('npx regicide play --resume');
      expect(r.alreadyOver('/s.json')).toContain('npx regicide replay /s.json');
      expect(t.resumeWith).toContain('npx thronfolge duel --resume');
      expect(t.alreadyOver('/d.json')).toContain('npx thronfolge replay /d.json');
      for (const text of [r.noUnfinished('/f'), r.cannotResume('x'), t.noUnfinished('/f'), t.cannotResume('x')]) {
        expect(text[0]).toBe(text[0].toLowerCase());
        expect(text).not.toMatch(/\.$/);
      }
    });
  }
});
