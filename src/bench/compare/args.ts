// `--against REF [--rounds N]` of `npm run bench` and `npm run loadtest`: the earlier version to
// compare with, and how many alternated rounds each version runs; every other argument goes on to
// the benchmark itself (the same for both versions).

export interface AgainstArgs {
  /** A git revision (commit, tag, branch, HEAD~3): the version compared with. */
  ref: string;
  /** Rounds per version, alternated (unset: each benchmark's own default). */
  rounds?: number;
  /** The arguments both versions' benchmark runs get. */
  rest: string[];
}

/** The comparison asked for in `argv`, or null when there is no `--against`. */
export function parseAgainst(argv: readonly string[]): AgainstArgs | null {
  let ref: string | undefined;
  let rounds: number | undefined;
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i].startsWith('--') && argv[i].includes('=') ? [argv[i].slice(0, argv[i].indexOf('=')), argv[i].slice(argv[i].indexOf('=') + 1)] : [argv[i], undefined];
    if (name !== '--against' && name !== '--rounds') {
      rest.push(argv[i]);
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined || value === '' || value.startsWith('--')) throw new Error(`${name} needs a value`);
    if (name === '--against') {
      // A revision is handed to git as one argument; one that reads as an option is refused.
      if (value.startsWith('-')) throw new Error(`--against: not a git revision: ${value}`);
      ref = value;
    } else {
      rounds = Number(value);
      if (!Number.isInteger(rounds) || rounds < 1 || rounds > 100) throw new Error(`--rounds must be a whole number from 1 to 100, not ${value}`);
    }
  }
  return ref === undefined ? null : { ref, ...(rounds === undefined ? {} : { rounds }), rest };
}
