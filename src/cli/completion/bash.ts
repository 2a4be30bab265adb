// The bash script (zsh loads the same one through its bashcompinit): the program's words in case
// statements (bash 3.2 has no associative arrays) and one function that walks the command line
// to the command being typed, then offers its subcommands, options, an option's values or files.
import { type CommandSpec, FILE, type Values } from './spec.js';

/** A word in single quotes for sh. */
const quote = (word: string): string => `'${word.replace(/'/g, `'\\''`)}'`;
const fn = (program: string): string => `_${program.replace(/[^A-Za-z0-9]/g, '_')}`;
const key = (spec: CommandSpec): string => spec.path.join(':');
const words = (list: readonly string[]): string => (list.length ? `printf '%s\\n' ${list.map(quote).join(' ')}` : ':');
const valueWords = (values: Values): string[] => (values === null ? [] : values === FILE ? [FILE] : [...values]);

function caseFunction(name: string, arms: [string, string[]][], args = '"$1"'): string {
  const used = arms.filter(([, list]) => list.length > 0);
  return [`${name}() {`, `  case ${args} in`, ...used.map(([pattern, list]) => `    ${quote(pattern)}) ${words(list)} ;;`), '  esac', '}'].join('\n');
}

export function bashScript(program: string, specs: CommandSpec[]): string {
  const f = fn(program);
  const valueArms: [string, string[]][] = specs.flatMap((spec) =>
    spec.options.filter((o) => o.takesValue).flatMap((o) => o.names.map((n): [string, string[]] => [`${key(spec)} ${n}`, valueWords(o.values)])),
  );
  return `# ${program} completion for bash: made by "${program} completion bash" from this version's commands.
# Load it now with:      source <(${program} completion bash)
# or for every shell:    ${program} completion bash > ~/.local/share/bash-completion/completions/${program}
${caseFunction(
  `${f}_sub`,
  specs.map((s) => [key(s), s.subcommands.map((c) => c.name)]),
)}
${caseFunction(
  `${f}_opts`,
  specs.map((s) => [key(s), s.options.flatMap((o) => o.names)]),
)}
${caseFunction(
  `${f}_valopts`,
  specs.map((s) => [key(s), s.options.filter((o) => o.takesValue).flatMap((o) => o.names)]),
)}
${caseFunction(`${f}_vals`, valueArms, '"$1 $2"')}
${caseFunction(
  `${f}_args`,
  specs.map((s) => [key(s), valueWords(s.args)]),
)}
${caseFunction(
  `${f}_pair`,
  specs.flatMap((s) => Object.entries(s.pairs).map(([first, list]): [string, string[]] => [`${key(s)} ${first}`, [...list]])),
  '"$1 $2"',
)}
${f}_in() {
  local word="$1" each
  shift
  for each in "$@"; do [[ "$each" == "$word" ]] && return 0; done
  return 1
}
${f}_complete() {
  local IFS=$'\\n' cur="\${COMP_WORDS[COMP_CWORD]}" path="" want="" first="" word offer i
  COMPREPLY=()
  # The command being typed, and the option waiting for its value.
  for ((i = 1; i < COMP_CWORD; i++)); do
    word="\${COMP_WORDS[i]}"
    if [[ -n "$want" && "$word" != -* ]]; then want=""; continue; fi
    want=""
    if [[ "$word" == -* ]]; then
      ${f}_in "$word" $(${f}_valopts "$path") && want="$word"
      continue
    fi
    if ${f}_in "$word" $(${f}_sub "$path"); then
      path="\${path:+$path:}$word"
      first=""
    else
      first="\${first:-$word}"
    fi
  done
  if [[ -n "$want" && "$cur" != -* ]]; then
    offer="$(${f}_vals "$path" "$want")"
  elif [[ "$cur" == -* ]]; then
    offer="$(${f}_opts "$path")"
  elif [[ -n "$first" ]]; then
    offer="$(${f}_pair "$path" "$first")"
  else
    offer="$(${f}_sub "$path")"$'\\n'"$(${f}_args "$path")"
  fi
  if [[ "$offer" == *${FILE}* ]]; then
    compopt -o filenames 2>/dev/null
    COMPREPLY=($(compgen -f -- "$cur"))
  else
    COMPREPLY=($(compgen -W "$offer" -- "$cur"))
  fi
}
complete -F ${f}_complete ${program}
`;
}

/** zsh: the bash script through zsh's own bash-completion layer (compinit's compdef first). */
export function zshScript(program: string, specs: CommandSpec[]): string {
  return `# ${program} completion for zsh: made by "${program} completion zsh" from this version's commands.
# Load it now with:      source <(${program} completion zsh)
# or in ~/.zshrc:        eval "$(${program} completion zsh)"
(( $+functions[compdef] )) || { autoload -U +X compinit && compinit; }
(( $+functions[complete] )) || { autoload -U +X bashcompinit && bashcompinit; }
${bashScript(program, specs)
  .split('\n')
  .filter((l) => !l.startsWith('# '))
  .join('\n')}`;
}
