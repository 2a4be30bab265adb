#!/usr/bin/env node
// `strip` (prepack) and `restore` (postpack): the packed package.json leaves out the clone's build
// step. `prepare` compiles dist/ on `npm ci` in a clone, but in a published package npm counts it
// as an install script (and warns on every install), while the package needs no build at all.
import { copyFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const manifest = fileURLToPath(new URL('../package.json', import.meta.url));
const backup = `${manifest}.unpacked`;
const INSTALL_TIME_SCRIPTS = ['preinstall', 'install', 'postinstall', 'preprepare', 'prepare', 'postprepare'];

function restore() {
  if (existsSync(backup)) renameSync(backup, manifest);
}

const action = process.argv[2];
if (action === 'strip') {
  // A pack that was stopped half-way left the stripped file; start again from the full one.
  restore();
  copyFileSync(manifest, backup);
  const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
  for (const name of INSTALL_TIME_SCRIPTS) delete pkg.scripts?.[name];
  const next = `${manifest}.next`;
  writeFileSync(next, JSON.stringify(pkg, null, 2) + '\n');
  renameSync(next, manifest);
} else if (action === 'restore') {
  restore();
} else {
  process.stderr.write('usage: pack-manifest.mjs strip|restore\n');
  process.exit(2);
}
