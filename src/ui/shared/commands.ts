// Commands the screens and the command line print for people to type next, as the player runs the
// program: installed from the package (its code runs from bundle/), the commands are on PATH and
// typed as they are; in a checkout (dist/ or the sources) they are not on PATH after a plain
// `npm ci`, so they go through npx (which finds them in node_modules/.bin).

/** What comes before a command's name for a program whose code was loaded from `moduleUrl`. */
export function commandRunner(moduleUrl: string): string[] {
  return /[\\/]bundle[\\/][^\\/]*$/.test(new URL(moduleUrl).pathname) ? [] : ['npx'];
}

const RUNNER = commandRunner(import.meta.url);

export const command = (bin: string, ...args: string[]): string => [...RUNNER, bin, ...args].join(' ');
