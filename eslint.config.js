// The linter (`npm run lint`, part of `npm test`): typescript-eslint's strict type-checked rules
// and the rules of hooks, every rule at 'error'. What the tree broke on the day the linter came is
// counted in eslint-suppressions.json (per file and rule): a file may not break a rule more often
// than its count, so new code adds nothing. `npm run lint:prune` lowers the counts once fixed (and
// drops deleted files); a moved file takes its counts along with `npx eslint --suppress-all NEW-PATH`.
// A rule that is off here says why; docs/architecture.md ("Lint, format and casts") has the figures.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'bundle/', 'coverage/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: { globals: globals.node, parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts'] }, tsconfigRootDir: import.meta.dirname } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Beyond the preset: a switch over a union names every case or says `default:`.
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Numbers and booleans read well in a template; undefined, null, objects and any do not.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Off: with noUncheckedIndexedAccess off an index or a regex group is typed as always there,
      // so the rule asks to remove the guards on them and on data checked at the edges (core/log.ts).
      '@typescript-eslint/no-unnecessary-condition': 'off',
      // Off: `() => voidCall()` and `return voidCall()` are style, not a bug (177 places).
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Off for their cost: about a fifth of the lint's time for 3 findings in the whole tree.
      '@typescript-eslint/no-unsafe-class-instance-assignment': 'off',
      '@typescript-eslint/no-unsafe-enum-assignment': 'off',
    },
  },
  {
    // The rules of hooks where the screens are; elsewhere a function named `use` is not React's.
    files: ['src/ui/**/*.{ts,tsx}', 'test/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // A wrong `!` in a test fails that test at once; src's are counted by scripts/casts-report.mjs.
    files: ['test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  // Plain JavaScript (bin/, scripts/, configs) is outside tsconfig: the rules without types.
  { files: ['**/*.js', '**/*.mjs', '**/*.cjs'], ...tseslint.configs.disableTypeChecked },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
