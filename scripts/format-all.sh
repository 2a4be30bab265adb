#!/usr/bin/env bash
# Run ONCE, by whoever merges, after every branch of the day is merged: it touches ~300 files, so
# run on a branch that others still change it would conflict with all of them.
#   1. eslint --fix: the fixes that change no behaviour (needless casts, `import type`, …)
#   2. prettier --write: the whole tree in the format of .prettierrc.json
#   3. the baselines taken again on the merged tree: eslint-suppressions.json and
#      scripts/casts-baseline.json (the branches' new code was written before the linter came)
#   4. `npm test` runs `npm run format:check` from then on (package.json's "test" gains it)
# Then check and commit: npm run build && npm run typecheck && npm test.
set -euo pipefail
cd "$(dirname "$0")/.."

echo '1/4 eslint --fix'
# Two fixes are left out: where a type says boolean or void but the value can be undefined
# (`process.stdout.isTTY === true`, a field of a parsed message), dropping `=== true` or `void`
# would change what the code does.
npx eslint --fix --pass-on-unpruned-suppressions \
  --rule '@typescript-eslint/no-unnecessary-boolean-literal-compare: off' \
  --rule '@typescript-eslint/no-meaningless-void-operator: off' . >/dev/null || true

echo '2/4 prettier --write'
npx prettier --write --log-level warn .

echo '3/4 baselines'
rm -f eslint-suppressions.json
npx eslint --suppress-all . >/dev/null || true
node -e '
const s = require("./eslint-suppressions.json"); const byRule = {}; let total = 0;
for (const rules of Object.values(s)) for (const [rule, { count }] of Object.entries(rules)) { byRule[rule] = (byRule[rule] ?? 0) + count; total += count; }
console.log(`eslint baseline: ${total} in ${Object.keys(s).length} files`);
for (const [rule, n] of Object.entries(byRule).sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(4)}  ${rule}`);'
node scripts/casts-report.mjs --update | tail -1

echo '4/4 format:check into npm test'
node -e '
const fs = require("fs"); const pkg = JSON.parse(fs.readFileSync("package.json", "utf8"));
const before = "npm run lint && vitest run", after = "npm run lint && npm run format:check && vitest run";
if (pkg.scripts.test.includes(before)) pkg.scripts.test = pkg.scripts.test.replace(before, after);
else if (!pkg.scripts.test.includes("format:check")) { console.error("package.json: add `npm run format:check &&` before `vitest run` in \"test\" by hand"); process.exit(1); }
fs.writeFileSync("package.json", JSON.stringify(pkg, null, 2) + "\n");
console.log(`"test": ${JSON.stringify(pkg.scripts.test)}`);'

npm run --silent lint
npm run --silent format:check
git diff --shortstat
