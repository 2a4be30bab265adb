#!/usr/bin/env node
// How often src/ tells the compiler to trust it: `as` casts (not `as const`, which narrows and
// checks; `x as unknown as T` counts once), non-null assertions `x!` and the type `any`, per 1,000
// lines (not blank) of each folder of src/.
// Counted on the syntax tree of the TypeScript compiler, so strings, comments and `!==` never count.
//
//   node scripts/casts-report.mjs            the table (--depth 2 for src/ui/regicide and the like)
//   node scripts/casts-report.mjs --check    also fails when a total is above scripts/casts-baseline.json
//                                            (`npm run lint` runs this)
//   node scripts/casts-report.mjs --update   writes today's totals as the baseline (only ever lower it)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BASELINE = join(ROOT, 'scripts', 'casts-baseline.json');
export const KINDS = ['as', 'nonNull', 'any'];

/** The casts, non-null assertions and `any`s of one file's text, and its lines that are not blank. */
export function countCasts(text, fileName = 'file.ts') {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const counts = { lines: text.split('\n').filter((line) => line.trim() !== '').length, as: 0, nonNull: 0, any: 0 };
  const chained = new Set();
  const visit = (node) => {
    if (isCast(node)) {
      // `x as unknown as T` is one cast: the inner `as` is a step of the outer one.
      if (!chained.has(node)) counts.as++;
      let inner = node.expression;
      while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
      if (isCast(inner)) chained.add(inner);
    } else if (ts.isNonNullExpression(node)) counts.nonNull++;
    else if (node.kind === ts.SyntaxKind.AnyKeyword) counts.any++;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return counts;
}

function isCast(node) {
  if (!ts.isAsExpression(node) && !ts.isTypeAssertionExpression(node)) return false;
  const type = node.type;
  return !(ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && type.typeName.text === 'const');
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The counts per folder of src/ (`depth` levels below it; a file directly in src/ counts as "(src)"), and the total. */
export function castsReport(depth = 1) {
  const folders = new Map();
  const total = { lines: 0, as: 0, nonNull: 0, any: 0 };
  for (const file of sourceFiles(join(ROOT, 'src'))) {
    const parts = relative(join(ROOT, 'src'), file).split(sep).slice(0, -1);
    const folder = parts.length === 0 ? '(src)' : parts.slice(0, depth).join('/');
    const counts = countCasts(readFileSync(file, 'utf8'), file);
    const row = folders.get(folder) ?? { lines: 0, as: 0, nonNull: 0, any: 0 };
    for (const key of Object.keys(total)) {
      row[key] += counts[key];
      total[key] += counts[key];
    }
    folders.set(folder, row);
  }
  return { folders: new Map([...folders].sort(([a], [b]) => a.localeCompare(b))), total };
}

const perKilo = (n, lines) => (lines === 0 ? '-' : ((n * 1000) / lines).toFixed(1));

function table({ folders, total }) {
  const head = ['folder', 'lines', 'as', '/1k', '!', '/1k', 'any', '/1k', 'all /1k'];
  const row = (name, c) => [
    name,
    String(c.lines),
    String(c.as),
    perKilo(c.as, c.lines),
    String(c.nonNull),
    perKilo(c.nonNull, c.lines),
    String(c.any),
    perKilo(c.any, c.lines),
    perKilo(c.as + c.nonNull + c.any, c.lines),
  ];
  const rows = [head, ...[...folders].map(([name, c]) => row(name, c)), row('total', total)];
  const widths = head.map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')).join('\n');
}

function main(args) {
  const depthAt = args.indexOf('--depth');
  const report = castsReport(depthAt >= 0 ? Number(args[depthAt + 1]) : 1);
  const totals = Object.fromEntries(KINDS.map((k) => [k, report.total[k]]));
  const { lines } = report.total;
  if (args.includes('--check')) {
    // One line in `npm test`; the table is one command away.
    console.log(`casts in src/: as ${totals.as}, ! ${totals.nonNull}, any ${totals.any} in ${lines} lines (${perKilo(totals.as, lines)} \`as\` per 1,000; \`npm run casts\` for the table)`);
  } else {
    console.log(`Casts in src/ (lines: not blank; as: \`as\` casts but \`as const\`; !: non-null assertions; any: the type any)\n`);
    console.log(table(report));
  }
  if (args.includes('--update')) {
    writeFileSync(BASELINE, JSON.stringify(totals, null, 2) + '\n');
    console.log(`\nbaseline written: ${JSON.stringify(totals)}`);
    return 0;
  }
  if (!args.includes('--check')) return 0;
  const baseline = JSON.parse(readFileSync(BASELINE, 'utf8'));
  const over = KINDS.filter((k) => totals[k] > baseline[k]);
  for (const k of over) console.error(`casts-report: ${totals[k]} of "${k}" in src/, the baseline allows ${baseline[k]} (scripts/casts-baseline.json): type the code instead.`);
  const under = KINDS.filter((k) => totals[k] < baseline[k]);
  if (over.length === 0 && under.length > 0)
    console.log(`Below the baseline (${under.map((k) => `${k} ${totals[k]} < ${baseline[k]}`).join(', ')}): lower it with \`node scripts/casts-report.mjs --update\`.`);
  return over.length === 0 ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main(process.argv.slice(2));
