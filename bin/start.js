// Shared start-up of both bins: load the compiled program, or say how to build it.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

export async function startCli(name) {
  const entry = fileURLToPath(new URL(`../dist/cli/${name}.js`, import.meta.url));
  if (!existsSync(entry)) {
    process.stderr.write(`${name}: the program is not built yet; run "npm ci" (or "npm run build") in the project folder first\n`);
    process.exit(2);
  }
  const program = await import(pathToFileURL(entry).href);
  await program.main(process.argv.slice(2));
}
