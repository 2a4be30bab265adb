// The project's documentation as the tests read it: the README (the landing page) and the
// reference pages under docs/ it links to. A check of "documented in the README" reads them all.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '../..');

export interface DocPage {
  /** Relative to the project folder: `README.md`, `docs/keys.md`, … */
  path: string;
  text: string;
}

export function docPages(root = ROOT): DocPage[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs].map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}

/** Every page's text, one after another. */
export const allDocs = (root = ROOT): string =>
  docPages(root)
    .map((page) => page.text)
    .join('\n');
