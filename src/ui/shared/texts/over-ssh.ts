// What a screen on an SSH session says where a local screen prints a command to run (over-ssh.ts).
import type { Dictionary } from '../i18n.js';

export interface SharedOverSshTexts {
  /** A finished game's log, kept with a key's saves on the server: no replay command to run there. */
  sshLogKept: string;
  /** The quit question's note for a key's game of one: it goes on from the menu, not with --resume. */
  sshQuitSaved: string;
  /** The same for a guest, whose games are kept nowhere. */
  sshQuitGuest: string;
  /** Where a player finds their turn-based tables over SSH (in place of the `tables` command, after "Your tables:"). */
  sshTables: string;
  /** A command of the program, marked as one for a terminal of the player's own (not this session). */
  sshOwnTerminal: (command: string) => string;
}

const en: SharedOverSshTexts = {
  sshLogKept: "The game's log is kept with your key's saves on this server; your statistics count it.",
  sshQuitSaved: 'The game is saved after every move; continue it later from the menu (c).',
  sshQuitGuest: 'A guest’s games are not kept: quitting ends this one.',
  sshTables: 'in the menu',
  sshOwnTerminal: (command) => `${command} (in your own terminal)`,
};

const de: SharedOverSshTexts = {
  sshLogKept: 'Das Protokoll des Spiels bleibt bei den Spielständen deines Schlüssels auf diesem Server; deine Statistik zählt es.',
  sshQuitSaved: 'Das Spiel wird nach jedem Zug gespeichert; später im Menü fortsetzen (c).',
  sshQuitGuest: 'Die Spiele eines Gasts werden nicht aufbewahrt: Mit dem Beenden ist dieses Spiel vorbei.',
  sshTables: 'im Menü',
  sshOwnTerminal: (command) => `${command} (in deinem eigenen Terminal)`,
};

const fr: SharedOverSshTexts = {
  sshLogKept: 'Le journal de la partie est gardé avec les sauvegardes de votre clé sur ce serveur\u00a0; vos statistiques le comptent.',
  sshQuitSaved: 'La partie est sauvegardée après chaque coup\u00a0; reprenez-la plus tard depuis le menu (c).',
  sshQuitGuest: 'Les parties d’un invité ne sont pas gardées\u00a0: quitter met fin à celle-ci.',
  sshTables: 'dans le menu',
  sshOwnTerminal: (command) => `${command} (dans votre propre terminal)`,
};

const nb: SharedOverSshTexts = {
  sshLogKept: 'Loggen til spillet er lagret sammen med nøkkelens lagrede spill på denne serveren; statistikken din teller det.',
  sshQuitSaved: 'Spillet lagres etter hvert trekk; fortsett senere fra menyen (c).',
  sshQuitGuest: 'En gjests spill lagres ikke: avslutter du, er dette spillet over.',
  sshTables: 'i menyen',
  sshOwnTerminal: (command) => `${command} (i din egen terminal)`,
};

export const SHARED_OVER_SSH: Dictionary<SharedOverSshTexts> = { en, de, fr, nb };
