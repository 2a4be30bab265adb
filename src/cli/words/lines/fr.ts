// The command line's lines in French (the shapes are in ../line-types.ts). The narrow no-break
// spaces before : ; ? ! are set where the lines are read (line-texts.ts), not here.
import { wordsIn } from '../../../text/words.js';
import type { LineTexts } from '../line-types.js';

const FR = wordsIn('fr');
const results = (n: number): string => FR.count(n, { one: '# résultat', other: '# résultats' });
/** The article of a ban's kind: both (la clé, l’adresse) are feminine, and a vowel elides it. */
const the = (kind: string): string => (/^[aeiouéh]/i.test(kind) ? `l’${kind}` : `la ${kind}`);
const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export const LINES: LineTexts = {
  settings: {
    unreadable: (path, why) => `impossible de lire le fichier de réglages ${path} (${why}) ; les valeurs par défaut s’appliquent`,
    notToml: (path, line, column) => `le fichier de réglages ${path} n’est pas du TOML valide${line === null ? '' : ` (ligne ${line}, colonne ${column ?? 1})`} ; les valeurs par défaut s’appliquent`,
    keyIgnored: (path, problem) => `${path} : ${problem} (ignoré)`,
    optionIgnored: (path, reason, key) => `${path} : ${reason} (${key} ignoré)`,
    unknownKey: (key, keys) => `réglage inconnu « ${key} » ; les réglages sont : ${keys}`,
    notBoolean: (key) => `${key} doit valoir true ou false`,
    notString: (key) => `${key} doit être un texte entre guillemets`,
    oneOf: (key, allowed) => `${key} doit valoir l’une de ces valeurs : ${allowed}`,
    broken: (path) => `le fichier de réglages ${path} est illisible ; corrigez-le ou supprimez-le d’abord`,
    handEdited: (key) => `le fichier de réglages contient ${key} sous une forme que cette commande ne modifie pas ; changez-le à la main`,
    cannotWrite: (path, why) => `impossible d’écrire le fichier de réglages ${path} : ${why}`,
  },
  address: {
    server: (text) => `« ${text} » n’est pas une adresse ; attendu : HÔTE:PORT, par exemple 192.168.1.5:2567`,
    room: (text) => `« ${text} » n’est pas l’adresse d’une table ; attendu : HÔTE:PORT/CODE, par exemple 192.168.1.5:2567/KQX7-2MPD`,
  },
  operator: {
    tokenUnset: (variable) => `donnez à ${variable} le jeton de l’opérateur (celui avec lequel serve a été lancé)`,
    tokenShort: (variable, min) => `${variable} est plus court que tout jeton accepté par serve (${min} caractères)`,
    oneOf: (a, b) => `indiquez soit ${a}, soit ${b}`,
    idAlone: 'indiquez --id seul, ou bien --name ou --key avec --day',
    idOrDay: 'indiquez --id, ou bien --name ou --key avec --day',
    kind: (kind) => ({ key: 'clé', address: 'adresse' })[kind] ?? kind,
    banned: (kind, target, reason) => `Bannissement de ${the(kind)} ${target} : ${reason}`,
    unbanned: (kind, target) => `${capital(the(kind))} ${target} n’est plus bannie.`,
    renamed: (name) => `Le joueur s’appelle désormais ${name}.`,
    unlisted: (code) => `La table ${code} n’apparaît plus dans le salon.`,
    noAudit: 'Le journal d’audit est vide.',
    noResults: 'Aucun résultat du jour.',
    score: (points) => FR.count(points, { one: '# point', other: '# points' }),
    won: 'gagné',
    first: 'premier essai',
    removed: (n) => `${FR.count(n, { one: '# résultat du jour supprimé', other: '# résultats du jour supprimés' })}.`,
    rankingBan: (target, reason, n) => `La clé ${target} est exclue des classements du jour : ${reason} (${results(n)} retiré${n > 1 ? 's' : ''} du classement).`,
    rankingUnban: (target) => `La clé ${target} figure de nouveau dans les classements du jour (à partir de sa prochaine partie).`,
    noBans: 'Aucun bannissement.',
    noMined: 'Aucun problème tiré des parties des joueurs.',
    minedCrowd: (attempts, solved) =>
      attempts === 0 ? 'aucune tentative pour l’instant' : `${FR.count(attempts, { one: '# tentative', other: '# tentatives' })}, ${Math.round((100 * solved) / attempts)} % de réussite`,
    unpublished: 'pas encore publié',
    puzzleRemoved: (id, n) => `Problème ${id} supprimé${n === 0 ? '' : `, avec ${FR.count(n, { one: 'sa tentative', other: 'ses # tentatives' })}`} ; il ne sera plus jamais proposé.`,
    noAnswerInTime: 'pas de réponse dans le délai',
    nothingAnswers: (where) => `rien ne répond à ${where} (serve est-il lancé avec --operator-listen ${where} ?)`,
    noAnswerFrom: (where, why) => `pas de réponse de ${where} : ${why}`,
    noActs: (where, variable) => `${where} n’accepte aucun acte d’opérateur : serve a besoin de ${variable} dans son environnement`,
    refusals: {
      badToken: () => 'Le jeton de l’opérateur manque ou est faux.',
      slowDown: () => 'Trop de jetons faux depuis votre adresse ; patientez.',
      badRequest: () => 'Cette requête n’est pas une requête d’opérateur.',
      tooLarge: () => 'La requête est trop volumineuse.',
      badKey: () => 'Une clé se désigne par son empreinte, telle que `account` l’affiche : SHA256:… et 43 caractères.',
      badAddress: () => 'Une adresse est une adresse IPv4 ou IPv6, ou une plage comme 198.51.100.0/24.',
      badReason: (max) => `Un bannissement demande un motif de 1 à ${max} caractères.`,
      noBan: () => 'Ce bannissement n’existe pas.',
      noAccount: () => 'Aucun compte ne porte ce nom ou cette clé.',
      badName: () => 'Ce nom ne peut pas être attribué : 2 à 20 colonnes de caractères imprimables, espaces simples.',
      nameTaken: () => 'Ce nom, ou un nom qui lui ressemble, est déjà pris sur ce serveur.',
      badCode: () => 'Une table se désigne par son code, par exemple KQX7-2MPD.',
      noTable: () => 'Aucune table ouverte ne porte ce code.',
      noDaily: () => 'Ce serveur ne tient pas de classement du jour.',
      badDay: () => 'Un jour s’écrit AAAA-MM-JJ (le jour UTC du serveur).',
      badGame: () => 'Ce jeu n’a pas de classement du jour.',
      noResult: () => 'Ce résultat du jour n’existe pas.',
      noPuzzles: () => 'Ce serveur ne garde aucun problème tiré des parties des joueurs.',
      noPuzzle: () => 'Ce problème tiré de la partie d’un joueur n’existe pas.',
      badRemovalReason: (max) => `Une suppression demande un motif de 1 à ${max} caractères.`,
      unavailable: () => 'La base de données est indisponible pour le moment.',
    },
  },
  serve: {
    monitorNeedsListen: '--monitor demande --operator-listen HÔTE:PORT (l’adresse d’écoute du tableau de bord)',
    monitorPassword: (min, variable) => `--monitor demande un mot de passe d’au moins ${min} caractères dans ${variable}`,
    tokenForm: (variable, min) => `${variable} doit compter au moins ${min} caractères, sans espace`,
    resumeWithRedis: '--resume restaure les tables du dossier de données ; avec --redis, les tables vivent dans Redis et passent au processus que leurs joueurs atteignent',
    headersTimeout: (headers, request) => `--headers-timeout (${FR.number(headers)} ms) ne doit pas dépasser --request-timeout (${FR.number(request)} ms)`,
  },
  account: {
    oneAct: 'indiquez une seule action à la fois parmi --claim, --link, --export, --delete, --holiday et --holiday-end',
    yesWithDelete: '--yes va avec --delete',
    exportExists: (path) => `${path} existe déjà ; --export n’écrit que dans un nouveau fichier`,
    cannotWrite: (path, why) => `impossible d’écrire ${path} (${why})`,
    deleteNeedsTerminal: '--delete demande confirmation avant de supprimer ; sans terminal, ajoutez --yes',
    noServer: (command) => `pas encore de serveur : indiquez-en un une fois avec ${command} --server HÔTE:PORT`,
  },
  notify: {
    oneAct: 'indiquez une seule action à la fois parmi ADRESSE, --list, --remove, --off et --test',
    digest: '--digest va avec une adresse : notify ntfy:SUJET --digest',
  },
  needsTerminal: {
    lobby: (command) => `le salon demande un terminal ; pour les scripts, utilisez « ${command} »`,
    tables: (command) => `la liste de vos tables demande un terminal ; pour les scripts, utilisez « ${command} »`,
    puzzles: (command) => `les problèmes demandent un terminal ; lancez « ${command} » dans un terminal (ou ajoutez --screen-reader)`,
  },
  noPuzzles: 'aucun problème n’est fourni avec ce programme',
  today: (variable, given) => `${variable} doit être une date comme 2026-11-30, et non « ${given} »`,
  sessions: {
    noSeat: (code) => `aucune place enregistrée pour la table ${code} sur cette machine`,
    noEarlier: (role, game) => `aucune table de ${game} ${role === 'host' ? 'ouverte' : 'rejointe'} auparavant à reprendre sur cette machine`,
    notSeat: (path, game) => `${path} : ce n’est pas une place enregistrée à une table de ${game}`,
  },
  castCannotWrite: (file, why) => `impossible d’écrire l’enregistrement ${file} : ${why}`,
  log: {
    seedRefused: (path, why) => `${path} : la graine du journal est refusée : ${why}`,
    notLegal: (path, move, why) => `${path} : le coup ${move} n’est pas permis (${why}) ; vérifiez-le avec replay --verify`,
    alreadyOver: 'la partie était déjà terminée',
  },
  verify: {
    ok: (moves, result) => `correct : ${FR.count(moves, { one: '# coup rejoué', other: '# coups rejoués' })}, résultat ${result}`,
    badOptions: (path, why) => `${path} : options du journal non valables : ${why}`,
    notLegal: (path, move, text, why) => `${path} : le coup ${move} « ${text} » n’est pas permis : ${why}`,
    resultDiffers: (path, recorded, replayed) => `${path} : le résultat enregistré ${recorded} ne correspond pas à celui de la relecture ${replayed}`,
  },
  variantsClash: (a, b) => `les variantes ${a} et ${b} ne peuvent pas être combinées`,
  botSeat: (seat, players) => `--bots désigne la place ${seat}, mais la partie ${players === 1 ? 'n’a qu’une place' : `a ${players} places`}`,
  analyze: {
    dealsNeedSeed: '--deals N va avec --seed GRAINE : il explore les donnes GRAINE/0 … GRAINE/N−1',
    dealsNotFile: '--deals et --queue explorent des donnes tirées d’une graine : indiquez --seed, pas un FICHIER de journal',
    lineLogNotDeals: '--line-log écrit la ligne d’une seule donne : retirez --deals',
    dealsNotSeconds: '--deals explore chaque donne jusqu’à --nodes positions, pas pendant --seconds',
    nodesWithDeals: '--nodes et --workers vont avec --deals N',
    fileOrSeed: 'indiquez soit un FICHIER de journal, soit --seed, mais pas les deux',
    needsFileOrSeed: 'analyze demande un FICHIER de journal ou --seed GRAINE',
    optionsWithSeed: '--players et --variant vont avec --seed ; un journal enregistre les siens',
    moveUnreadable: (path, move, text, why) => `${path} : le coup ${move} ${text} est illisible : ${why}`,
  },
  systemWhy: (code) =>
    code === 'ENOENT'
      ? 'le dossier n’existe pas'
      : code === 'EISDIR'
        ? 'c’est un dossier'
        : code === 'EACCES' || code === 'EPERM'
          ? 'permission refusée'
          : code === 'ENOSPC'
            ? 'le disque est plein'
            : (code ?? 'échec de l’écriture'),
};
