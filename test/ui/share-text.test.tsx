// Friction 3, the share text of the daily deal: spoiler-free lines for a chat — the enemies
// defeated by stage or the Thronfolge score, the medal, the attempt, the retry and practice marks —
// that name no card and no seed, for every daily of a seeded week, in English and German; shown on
// the end screen, left in the terminal, and given by `stats --daily` and `share`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DAILY_REGICIDE_OPTIONS, DAILY_SOLVER_NODES } from '../../src/modules/regicide/daily.js';
import { gameModule } from '../../src/modules/registry.js';
import { dailySeed, dailySeedOf } from '../../src/modules/daily-seed.js';
import { shareLinesOf } from '../../src/cli/daily/share-facts.js';
import { cardLabel } from '../../src/core/cards.js';
import { type GameLog, newLog } from '../../src/core/log.js';
import { makeRegicideBot } from '../../src/games/regicide/bots/index.js';
import { regicide } from '../../src/games/regicide/index.js';
import { solveDeal } from '../../src/games/regicide/solver/index.js';
import { makeThronfolgeBot } from '../../src/games/thronfolge/bots/index.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import { Table } from '../../src/table/table.js';
import { afterGameText } from '../../src/ui/regicide/entry.js';
import { RegicideApp } from '../../src/ui/regicide/RegicideApp.js';
import { shareText } from '../../src/ui/shared/share-text.js';
import { castleGrid, regicideShareText } from '../../src/ui/regicide/share-text.js';
import { thronfolgeShareText } from '../../src/ui/thronfolge/share-text.js';
import { regicideShareFacts } from '../../src/modules/regicide/share.js';
import { binPath, ROOT } from '../cli/drive.js';
import { duelAt, regicideAt } from './clients.js';
import { singleGame } from '../../src/games/thronfolge/match.js';
import { ThronfolgeApp } from '../../src/ui/thronfolge/ThronfolgeApp.js';
import { firstMoveBot, fits, renderSized } from './thronfolge-helpers.js';
import { KEYS, renderUi, until } from './helpers.js';

const WEEK = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
// Every card as any screen writes it: symbols and letters, and the jester.
const CARD = /(^|[^A-Za-z0-9])(10|[2-9AJQK])[♠♥♦♣SHDC]($|[^A-Za-z])|★|(^|\s)X(\s|$)/;
const MARKS = [
  { attempt: 1, retry: false, practice: false },
  { attempt: 2, retry: true, practice: false },
  { attempt: 3, retry: false, practice: true },
];

function play(game: 'regicide' | 'thronfolge', seed: string, date: string): GameLog {
  const engine = game === 'regicide' ? regicide : thronfolge;
  const options = game === 'regicide' ? DAILY_REGICIDE_OPTIONS : thronfolge.normalizeOptions({ first: null, variants: [] });
  const table = Table.create(engine, options, seed, game === 'regicide' ? { bots: [], daily: date, attempt: 1 } : { vs: 'bot', botLevel: 'hard', daily: date, attempt: 1 });
  const bots = [1, 2].map((seat) => (game === 'regicide' ? makeRegicideBot('easy', `${seed}/${seat}`) : makeThronfolgeBot('easy', `${seed}/${seat}`)));
  for (let seat = table.toMove(); seat !== null; seat = table.toMove()) {
    const u = table.updateFor(seat);
    table.submit(seat, bots[seat - 1].choose(u.view as never, u.legal as never));
  }
  return table.log;
}

const games: { game: 'regicide' | 'thronfolge'; seed: string; date: string; log: GameLog }[] = [];
beforeAll(() => {
  for (const date of WEEK) {
    const seed = dailySeed(date, (s) => solveDeal(DAILY_REGICIDE_OPTIONS, s, { maxNodes: DAILY_SOLVER_NODES }).verdict === 'winnable');
    games.push({ game: 'regicide', seed, date, log: play('regicide', seed, date) });
    const duelSeed = dailySeedOf(date, 1);
    games.push({ game: 'thronfolge', seed: duelSeed, date, log: play('thronfolge', duelSeed, date) });
  }
}, 120_000);

describe('friction 3: the share text of every daily of a seeded week', () => {
  it('names no card and no seed, fits a chat message, and carries the date and the marks', async () => {
    for (const { game, seed, date, log } of games) {
      for (const marks of MARKS) {
        const marked = { ...log, ...marks, practice: marks.practice || undefined } as GameLog;
        // The marks as the game's module reads them, the words as its screens give them (the path of `share`).
        expect(gameModule(game).shareFacts(marked)).toMatchObject({ date, ...marks });
        for (const lang of ['en', 'de'] as const) {
          for (const ascii of [false, true]) {
            const text = shareText((await shareLinesOf(game, marked, lang, ascii))!, lang, ascii);
            expect(text, text).not.toMatch(CARD);
            expect(text).not.toContain(seed);
            expect(text).not.toContain('daily-');
            expect(text).toContain(date);
            expect(text.split('\n').length).toBeLessThanOrEqual(3);
            expect(text.length).toBeLessThanOrEqual(200);
            expect(text).toContain(lang === 'en' ? `attempt ${marks.attempt}` : `Versuch ${marks.attempt}`);
            expect(text.includes(lang === 'en' ? 'retry' : 'Wiederholung')).toBe(marks.retry);
            expect(text.includes(lang === 'en' ? 'practice' : 'Übung')).toBe(marks.practice);
            if (ascii) expect(text).not.toMatch(/[^\x20-\x7e\näöüÄÖÜß]/);
          }
        }
      }
    }
    // The labels of every card, checked against the pattern itself: it would catch one.
    for (let c = 0; c <= 52; c++) for (const ascii of [false, true]) expect(`x ${cardLabel(c, ascii)} y`).toMatch(CARD);
  });

  it('shows the enemies defeated by stage and the medal (Regicide), the score (Thronfolge)', () => {
    expect(castleGrid(7, false)).toBe('J ■■■■  Q ■■■□  K □□□□');
    expect(castleGrid(12, true)).toBe('J ####  Q ####  K ####');
    // Each stage by the letter of the reader's own deck, as the board names those cards.
    expect(castleGrid(7, false, 'de')).toBe('B ■■■■  D ■■■□  K □□□□');
    expect(castleGrid(7, false, 'fr')).toBe('V ■■■■  D ■■■□  R □□□□');
    expect(castleGrid(7, true, 'nb')).toBe('J ####  Q ###-  K ----');
    const facts = { date: '2026-11-30', attempt: 1, practice: false, retry: false };
    expect(regicideShareText({ ...facts, won: false, enemiesDefeated: 7, medal: null }, 'fr', false).split('\n')[1]).toBe('V ■■■■  D ■■■□  R □□□□');
    expect(regicideShareText({ ...facts, won: true, enemiesDefeated: 12, medal: 'gold' }, 'en', false).split('\n')[0]).toBe('Regicide daily 2026-11-30: won, gold medal');
    expect(regicideShareText({ ...facts, won: false, enemiesDefeated: 7, medal: null }, 'de', false).split('\n')[0]).toBe('Regicide Tagesspiel 2026-11-30: verloren, 7 von 12 Gegnern');
    const duel = { date: '2026-11-30', attempt: 2, practice: false, retry: true, shared: false, botLevel: 'hard' };
    expect(thronfolgeShareText({ ...duel, won: true, crowns: false, scores: [31, 24] }, 'en', false)).toBe('Thronfolge daily 2026-11-30: won 31 : 24\nagainst the hard bot · attempt 2 · retry');
    expect(thronfolgeShareText({ ...duel, won: false, crowns: true, scores: [12, -3] }, 'de', true).split('\n')[0]).toBe('Thronfolge Tagesspiel 2026-11-30: verloren durch drei Kronen (12 : -3)');
  });
});

describe('friction 3: where the share text shows', () => {
  it('on the end screen of a daily game, and in the lines left in the terminal', async () => {
    const start = regicide.setup({ players: 1, variants: [] }, 'ui-test');
    const { client, table } = regicideAt({ ...start, castle: [], enemy: 12, damage: 39, defeated: 11, flipsLeft: 1 });
    Object.assign(table.log, { daily: '2026-11-30', attempt: 1 });
    const ui = renderUi(<RegicideApp client={client} savePath="/s/g.json" armDelayMs={0} onExit={vi.fn()} />);
    await ui.type('1', KEYS.enter);
    const s = await until(ui.screen, (x) => x.includes('q/Enter leave'));
    expect(s).toContain('Share your result (no cards, no seed):');
    expect(s).toContain('Regicide daily 2026-11-30: won, silver medal\nJ ■■■■  Q ■■■■  K ■■■■\nattempt 1');
    ui.unmount();
    const share = regicideShareText(regicideShareFacts(table.log)!, 'en', false);
    expect(afterGameText(table.log.result as never, '/s/g.json', true, { lang: 'en', ascii: false, color: false }, false, 12, true, share)).toContain(
      `Share your result (no cards, no seed):\n${share}\n`,
    );
  });

  it('fits the daily end screens of both games at 60×20, 80×24 and 120×40', async () => {
    const final = thronfolge.setup({ first: 1, variants: [] }, 'share-end');
    let done = final;
    while (thronfolge.outcome(done) === null) done = thronfolge.apply(done, thronfolge.legalMoves(done)[0]);
    for (const size of [
      { columns: 60, rows: 20 },
      { columns: 80, rows: 24 },
      { columns: 120, rows: 40 },
    ]) {
      for (const lang of ['en', 'de'] as const) {
        const start = regicide.setup({ players: 1, variants: [] }, 'ui-test');
        const r = regicideAt({ ...start, castle: [], enemy: 12, damage: 39, defeated: 11, flipsLeft: 1 });
        Object.assign(r.table.log, { daily: '2026-11-30', attempt: 2, retry: true });
        const ui = renderSized(<RegicideApp client={r.client} savePath="/home/me/.local/share/regicide-cli/regicide/20261130-075858-84351f38.json" armDelayMs={0} onExit={vi.fn()} />, size, { lang });
        await ui.type('1', KEYS.enter);
        let s = await until(ui.screen, (x) => /q(\/Enter)? (leave|beenden)/.test(x));
        expect(fits(s, size), s).toBe(true);
        expect(s).toMatch(/attempt 2 · retry|Versuch 2 · Wiederholung/);
        ui.unmount();
        const d = duelAt(done, { bot: firstMoveBot });
        Object.assign(d.table.log, { daily: '2026-11-30', attempt: 1 });
        const duel = renderSized(
          <ThronfolgeApp
            client={d.client}
            seating={{ vs: 'bot', botLevel: 'hard' }}
            match={singleGame('share-end')}
            savePath="/home/me/.local/share/regicide-cli/thronfolge/20261130-075858-84351f38.json"
            armDelayMs={0}
            onExit={vi.fn()}
          />,
          size,
          { lang },
        );
        s = await until(duel.screen, (x) => /q(\/Enter)? (leave|beenden)/.test(x));
        expect(fits(s, size), s).toBe(true);
        expect(s).toMatch(/Thronfolge (daily|Tagesspiel) 2026-11-30/);
        duel.unmount();
      }
    }
  });

  it('by share and by stats --daily, from the saves', () => {
    const home = mkdtempSync(join(tmpdir(), 'regicide-share-'));
    const folder = join(home, 'regicide-cli', 'regicide');
    mkdirSync(folder, { recursive: true });
    const base = { ...newLog('regicide', 'daily-2026-11-30', DAILY_REGICIDE_OPTIONS), bots: [], daily: '2026-11-30' };
    writeFileSync(join(folder, '20261130-100000-aaaaaaaa.json'), JSON.stringify({ ...base, attempt: 1, result: { outcome: 'lost', enemiesDefeated: 5, medal: null } }));
    writeFileSync(join(folder, '20261130-110000-bbbbbbbb.json'), JSON.stringify({ ...base, attempt: 2, retry: true, result: { outcome: 'won', enemiesDefeated: 12, medal: 'gold' } }));
    const run = (args: string[], today = '2026-11-30') =>
      spawnSync(process.execPath, [binPath('regicide'), ...args], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, CI: 'true', XDG_DATA_HOME: home, REGICIDE_TODAY: today, LANG: 'en_US.UTF-8', LC_ALL: '' },
      });
    // The first finished try: the one the streak counts.
    const first = 'Regicide daily 2026-11-30: lost, 5 of 12 enemies\nJ ■■■■  Q ■□□□  K □□□□\nattempt 1\n';
    expect(run(['share']).stdout).toBe(first);
    expect(run(['share', '--date', '2026-11-30', '--lang', 'de', '--ascii']).stdout).toBe('Regicide Tagesspiel 2026-11-30: verloren, 5 von 12 Gegnern\nB ####  D #---  K ----\nVersuch 1\n');
    const none = run(['share', '--date', '2026-11-29']);
    expect(none.status).toBe(1);
    expect(none.stderr).toMatch(/no finished daily game on 2026-11-29; today's deal is played with "(npx )?regicide play --daily"/);
    // Today's, not played yet: how to play it.
    expect(run(['share', '--date', '2026-11-30'], '2026-11-30').status).toBe(0);
    expect(run(['share'], '2026-12-01').stderr).toMatch(/no finished daily game on 2026-12-01; play it with "(npx )?regicide play --daily"/);
    const stats = run(['stats', '--daily']);
    expect(stats.status).toBe(0);
    expect(stats.stdout).toContain('2026-11-30  lost, 5 of 12  (2 tries)');
    expect(stats.stdout).toContain(first);
    expect(JSON.parse(run(['stats', '--daily', '--json']).stdout)).toMatchObject({ dailyHistory: [{ date: '2026-11-30', attempts: 2 }], share: { date: '2026-11-30' } });
  });
});
