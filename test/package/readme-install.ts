// The commands of the README's install section, by subsection ("From a clone", …), so that the
// package test runs exactly what a reader would type.
import { readFileSync } from 'node:fs';

export interface InstallCommands {
  /** Subsection title → its commands, comments dropped, in order. */
  sections: Map<string, string[]>;
  /** The section's prose, for the figures and words it states. */
  text: string;
}

export function readmeInstall(readmePath: string): InstallCommands {
  const readme = readFileSync(readmePath, 'utf8');
  const from = readme.indexOf('\n## Install\n');
  const to = readme.indexOf('\n## ', from + 1);
  if (from < 0 || to < 0) throw new Error('README.md has no "## Install" section');
  const text = readme.slice(from, to);
  const sections = new Map<string, string[]>();
  let title = '';
  let inBlock = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('### ')) title = line.slice(4).trim();
    else if (line.startsWith('```')) inBlock = !inBlock && line.trim() !== '```';
    else if (inBlock) {
      // A comment starts at " #"; none of the commands contains one.
      const command = line.replace(/\s+#.*$/, '').trim();
      if (command) sections.set(title, [...(sections.get(title) ?? []), command]);
    }
  }
  return { sections, text };
}
