// Shared start-up of every bin (one per game, named after it). A clone runs the compiled program in dist/ (built by the prepare
// script of `npm ci`); the installed package ships no dist/ and runs the bundle in bundle/ instead.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

export async function startCli(name) {
  const compiled = fileURLToPath(new URL(`../dist/cli/${name}/main.js`, import.meta.url));
  const bundled = fileURLToPath(new URL(`../bundle/${name}.js`, import.meta.url));
  const entry = [compiled, bundled].find((file) => existsSync(file));
  if (!entry) {
    process.stderr.write(`${name}: the program is not built yet; run "npm ci" (or "npm run build") in the project folder first\n`);
    process.exit(2);
  }
  const program = await import(pathToFileURL(entry).href);
  await program.main(process.argv.slice(2));
}
