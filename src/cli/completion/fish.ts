// The fish script: one `complete` line per subcommand and option, each under a condition on the
// command being typed (found by a helper that walks the command line, as the bash script does).
import { type CommandSpec, FILE, type OptionSpec } from './spec.js';

/** A word in single quotes for fish. */
const quote = (word: string): string => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const fn = (program: string): string => `__${program.replace(/[^A-Za-z0-9]/g, '_')}`;
const at = (spec: CommandSpec): string => `/${spec.path.join(':')}`;
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

function switchFunction(name: string, arms: [string, string[]][]): string {
  const used = arms.filter(([, list]) => list.length > 0);
  return [
    `function ${name}`,
    '    switch $argv[1]',
    ...used.flatMap(([pattern, list]) => [`        case ${quote(pattern)}`, `            printf '%s\\n' ${list.map(quote).join(' ')}`]),
    '    end',
    'end',
  ].join('\n');
}

function optionLine(program: string, condition: string, option: OptionSpec): string {
  const names = option.names.map((n) => (n.startsWith('--') ? `-l ${n.slice(2)}` : `-s ${n.slice(1)}`)).join(' ');
  const value = !option.takesValue ? '' : option.values === FILE ? ' -r -F' : option.values ? ` -r -f -a ${quote(option.values.join(' '))}` : ' -r -f';
  return `complete -c ${program} -n ${condition} ${names}${value} -d ${quote(oneLine(option.description))}`;
}

export function fishScript(program: string, specs: CommandSpec[]): string {
  const f = fn(program);
  const lines = specs.flatMap((spec) => {
    const condition = quote(`${f}_at ${at(spec)}`);
    const firsts = Object.keys(spec.pairs);
    // Once the first argument is there, its pair's values and not the first ones again.
    const before = firsts.length ? quote(`${f}_at ${at(spec)}; and not __fish_seen_subcommand_from ${firsts.join(' ')}`) : condition;
    const pairLines = Object.entries(spec.pairs).map(
      ([first, list]) => `complete -c ${program} -n ${quote(`${f}_at ${at(spec)}; and __fish_seen_subcommand_from ${first}`)} -a ${quote(list.join(' '))}`,
    );
    return [
      ...spec.subcommands.map((c) => `complete -c ${program} -n ${condition} -a ${quote(c.name)} -d ${quote(oneLine(c.description))}`),
      ...spec.options.map((o) => optionLine(program, condition, o)),
      ...(spec.args === FILE ? [`complete -c ${program} -n ${condition} -F`] : spec.args ? [`complete -c ${program} -n ${before} -a ${quote(spec.args.join(' '))}`] : []),
      ...pairLines,
    ];
  });
  return `# ${program} completion for fish: made by "${program} completion fish" from this version's commands.
# Load it now with:      ${program} completion fish | source
# or for every shell:    ${program} completion fish > ~/.config/fish/completions/${program}.fish
${switchFunction(
  `${f}_sub`,
  specs.map((s) => [at(s), s.subcommands.map((c) => c.name)]),
)}
${switchFunction(
  `${f}_valopts`,
  specs.map((s) => [at(s), s.options.filter((o) => o.takesValue).flatMap((o) => o.names)]),
)}
# The command being typed: / for the program, /config:set for "config set".
function ${f}_path
    set -l path ''
    set -l want 0
    for word in (commandline -opc)[2..-1]
        if test $want = 1; and not string match -q -- '-*' $word
            set want 0
            continue
        end
        set want 0
        if string match -q -- '-*' $word
            contains -- $word (${f}_valopts /$path); and set want 1
            continue
        end
        if contains -- $word (${f}_sub /$path)
            if test -z "$path"
                set path $word
            else
                set path "$path:$word"
            end
        end
    end
    echo /$path
end
function ${f}_at
    test (${f}_path) = $argv[1]
end
complete -c ${program} -f
${lines.join('\n')}
`;
}
