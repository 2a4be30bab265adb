// The commands of a README section (the install section: by subsection, "From a clone", …; the
// quick start: by code block), so that the tests run exactly what a reader would type.
import { readFileSync } from 'node:fs';

export interface SectionCommands {
  /** Subsection title → its commands, comments dropped, in order. */
  sections: Map<string, string[]>;
  /** Each code block's commands, in order. */
  blocks: string[][];
  /** The section's prose, for the figures and words it states. */
  text: string;
}

export function readmeCommands(readmePath: string, title: string): SectionCommands {
  const readme = readFileSync(readmePath, 'utf8');
  const from = readme.indexOf(`\n## ${title}\n`);
  const to = readme.indexOf('\n## ', from + 1);
  if (from < 0 || to < 0) throw new Error(`README.md has no "## ${title}" section`);
  const text = readme.slice(from, to);
  const sections = new Map<string, string[]>();
  const blocks: string[][] = [];
  let subsection = '';
  let inBlock = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('### ')) subsection = line.slice(4).trim();
    else if (line.startsWith('```')) {
      inBlock = !inBlock && line.trim() !== '```';
      if (inBlock) blocks.push([]);
    } else if (inBlock) {
      // A comment starts at " #"; none of the commands contains one.
      const command = line.replace(/\s+#.*$/, '').trim();
      if (command) {
        sections.set(subsection, [...(sections.get(subsection) ?? []), command]);
        blocks.at(-1)!.push(command);
      }
    }
  }
  return { sections, blocks, text };
}

export const readmeInstall = (readmePath: string): SectionCommands => readmeCommands(readmePath, 'Install');
