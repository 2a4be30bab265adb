// `saves` of every game: the unfinished games (numbered, most recent first) and
// deleting one of them (`--delete N` or its id) or every finished game (`--delete-finished`).
import type { Command } from 'commander';
import { resolve } from 'node:path';
import { savesFolder } from '../../store/data-dir.js';
import { deleteSave, listSavedLogs, type SavedLog } from '../../store/saved-logs.js';
import { isOpen, isWatched } from '../../store/log-marks.js';
import { UsageError, runCommand } from '../program/errors.js';
import { langOption, chosenLang } from '../program/option-parsers.js';
import type { Lang } from '../../text/lang.js';
import type { AnyModule } from '../../modules/module.js';
import { loadModule, type GameCard } from '../../modules/card.js';
import { type SaveWords, summaryLine } from './save-summary.js';
import { unfinishedList } from './unfinished-list.js';
import { outputWidth } from '../program/output-width.js';
import { wordsIn } from '../../text/words.js';
import { typesetTexts } from '../../text/typography.js';
import { usageTexts } from '../words/usage-texts.js';

interface SavesFlags {
  delete?: string;
  deleteFinished?: boolean;
  json?: boolean;
  lang?: Lang;
  ascii?: boolean;
}

const TEXTS = {
  en: {
    none: (folder: string) => `No unfinished games in ${folder}.`,
    title: (n: number) => `Unfinished games (${n}), in the order they were started:`,
    finished: (n: number) => `Finished games kept for the statistics: ${n}.`,
    watched: (n: number) => `Watched games (kept for the replay, not in the statistics): ${n}.`,
    damaged: (n: number) => `Damaged save files (left alone): ${n}.`,
    hint: (game: string, play: string) => `Continue one: ${game} ${play} --resume (asks which); delete: ${game} saves --delete N`,
    deleted: (what: string) => `Deleted ${what}.`,
    deletedFinished: (n: number) => `Deleted ${wordsIn('en').count(n, { one: '# finished game', other: '# finished games' })} (they no longer count in the statistics).`,
    deletedWatched: (n: number) => `Deleted ${wordsIn('en').count(n, { one: '# watched game', other: '# watched games' })} (kept for the replay only).`,
  },
  de: {
    none: (folder: string) => `Keine unbeendeten Spiele in ${folder}.`,
    title: (n: number) => `Unbeendete Spiele (${n}), in der Reihenfolge ihres Beginns:`,
    finished: (n: number) => `Beendete Spiele für die Statistik: ${n}.`,
    watched: (n: number) => `Zugeschaute Spiele (zum Nachspielen, nicht in der Statistik): ${n}.`,
    damaged: (n: number) => `Beschädigte Spielstände (unverändert): ${n}.`,
    hint: (game: string, play: string) => `Fortsetzen: ${game} ${play} --resume (fragt nach); löschen: ${game} saves --delete N`,
    deleted: (what: string) => `Gelöscht: ${what}.`,
    deletedFinished: (n: number) => `${wordsIn('de').count(n, { one: '# beendetes Spiel', other: '# beendete Spiele' })} gelöscht (sie zählen nicht mehr in der Statistik).`,
    deletedWatched: (n: number) => `${wordsIn('de').count(n, { one: '# zugeschautes Spiel', other: '# zugeschaute Spiele' })} gelöscht (nur zum Nachspielen aufbewahrt).`,
  },
  fr: {
    none: (folder: string) => `Aucune partie inachevée dans ${folder}.`,
    title: (n: number) => `Parties inachevées (${n}), dans l’ordre où elles ont commencé\u00a0:`,
    finished: (n: number) => `Parties terminées gardées pour les statistiques\u00a0: ${n}.`,
    watched: (n: number) => `Parties regardées (pour la relecture, hors statistiques)\u00a0: ${n}.`,
    damaged: (n: number) => `Sauvegardes abîmées (laissées telles quelles)\u00a0: ${n}.`,
    hint: (game: string, play: string) => `Reprendre\u00a0: ${game} ${play} --resume (demande laquelle)\u00a0; supprimer\u00a0: ${game} saves --delete N`,
    deleted: (what: string) => `Supprimé\u00a0: ${what}.`,
    deletedFinished: (n: number) => `${wordsIn('fr').count(n, { one: '# partie terminée supprimée', other: '# parties terminées supprimées' })} (elles ne comptent plus dans les statistiques).`,
    deletedWatched: (n: number) => `${wordsIn('fr').count(n, { one: '# partie regardée supprimée', other: '# parties regardées supprimées' })} (gardées pour la relecture seulement).`,
  },
  nb: {
    none: (folder: string) => `Ingen uferdige spill i ${folder}.`,
    title: (n: number) => `Uferdige spill (${n}), i den rekkefølgen de ble startet:`,
    finished: (n: number) => `Ferdige spill som beholdes for statistikken: ${n}.`,
    watched: (n: number) => `Spill du så på (for avspilling, ikke i statistikken): ${n}.`,
    damaged: (n: number) => `Skadde lagrede spill (urørt): ${n}.`,
    hint: (game: string, play: string) => `Fortsett et: ${game} ${play} --resume (spør hvilket); slett: ${game} saves --delete N`,
    deleted: (what: string) => `Slettet ${what}.`,
    deletedFinished: (n: number) => `Slettet ${wordsIn('nb').count(n, { one: '# ferdig spill', other: '# ferdige spill' })} (de teller ikke lenger i statistikken).`,
    deletedWatched: (n: number) => `Slettet ${wordsIn('nb').count(n, { one: '# spill du så på', other: '# spill du så på' })} (bare beholdt for avspilling).`,
  },
} as const;

/** A row cut to the terminal's width (a summary row is one line; its end matters least). */
const fitTo =
  (width: number) =>
  (line: string): string =>
    [...line].length > width ? `${[...line].slice(0, width - 1).join('')}…` : line;

/** The save `--delete` names: a number of the list of unfinished games, or a file's id or path. */
export function findSaveToDelete(module: AnyModule, which: string, saves: readonly SavedLog[]): SavedLog {
  const unfinished = unfinishedList(module, saves).map((l) => l.save);
  if (/^\d+$/.test(which)) {
    const n = Number(which);
    if (n < 1 || n > unfinished.length) {
      const t = usageTexts().saves;
      throw new UsageError(unfinished.length ? t.outOfRange(which, unfinished.length) : t.noUnfinished(which));
    }
    return unfinished[n - 1];
  }
  const id = which.endsWith('.json') ? which.slice(0, -5) : which;
  const found = saves.find((s) => s.id === id || s.path === resolve(which));
  if (!found) throw new UsageError(usageTexts().saves.notFound(which));
  return found;
}

export function addSavesCommand(program: Command, card: GameCard, words?: SaveWords): Command {
  const game = card.id;
  const playCommand = card.playCommand;
  return program
    .command('saves')
    .description('list unfinished saved games; delete one, or every finished game')
    .option('--delete <n|id>', 'delete the unfinished game numbered N in the list, or the save with this id')
    .option('--delete-finished', 'delete every finished game (they then no longer count in stats)')
    .option('--json', 'print the list as one JSON object')
    .addOption(langOption())
    .option('--ascii', 'S H D C instead of suit symbols')
    .action((flags: SavesFlags) =>
      runCommand(game, async () => {
        const module = await loadModule(card);
        const lang = chosenLang(flags.lang);
        const t = typesetTexts(TEXTS[lang], lang);
        if (flags.delete !== undefined && flags.deleteFinished) throw new UsageError(usageTexts().saves.deleteBoth);
        const saves = listSavedLogs(game);
        if (flags.delete !== undefined) {
          const save = findSaveToDelete(module, flags.delete, saves);
          deleteSave(save);
          process.stdout.write(t.deleted(save.path) + '\n');
          return 0;
        }
        if (flags.deleteFinished) {
          const finished = saves.filter((s) => s.log !== null && !isOpen(s.log));
          for (const save of finished) deleteSave(save);
          // A watcher's copies go too, but they never counted in the statistics: said apart.
          const watched = finished.filter((s) => isWatched(s.log!)).length;
          process.stdout.write(t.deletedFinished(finished.length - watched) + '\n');
          if (watched > 0) process.stdout.write(t.deletedWatched(watched) + '\n');
          return 0;
        }
        const unfinished = unfinishedList(module, saves, Boolean(flags.ascii)).map((l) => l.summary);
        // A watcher's copy of a finished game is kept for its replay but is none of the player's games.
        const ended = saves.filter((s) => s.log !== null && s.log.result !== null);
        const watched = ended.filter((s) => isWatched(s.log!)).length;
        const finished = ended.length - watched;
        const damaged = saves.filter((s) => s.log === null).length;
        if (flags.json) {
          process.stdout.write(JSON.stringify({ folder: savesFolder(game), unfinished, finished, watched, damaged }) + '\n');
          return 0;
        }
        const width = outputWidth();
        const fit = fitTo(width);
        const lines: string[] = [];
        if (unfinished.length === 0) lines.push(t.none(savesFolder(game)));
        else {
          lines.push(t.title(unfinished.length));
          unfinished.forEach((s, i) => {
            lines.push(fit(`${String(i + 1).padStart(3)}  ${summaryLine(s, lang, words)}`), `     ${s.id}`);
          });
        }
        lines.push(t.finished(finished));
        if (watched) lines.push(t.watched(watched));
        if (damaged) lines.push(t.damaged(damaged));
        // The hint is a command to type: wrapped, never cut.
        // The text layout loads only for a hint that may need wrapping (--help reads none of it).
        const wrapLine = Number.isFinite(width) && unfinished.length ? (await import('../../text/wrap.js')).wrapLine : null;
        if (unfinished.length) lines.push(...(wrapLine ? wrapLine(t.hint(game, playCommand), width - 1) : [t.hint(game, playCommand)]));
        process.stdout.write(lines.join('\n') + '\n');
        return 0;
      }),
    );
}
