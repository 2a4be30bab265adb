// Commands the screens and the command line print for people to type next, as the player runs the
// program. Installed from the package (its code runs from bundle/ inside a node_modules folder, where
// npm installs a package: globally, locally or for npx), the commands are on PATH and typed as they
// are. In a checkout (the bundle `npm ci` makes, dist/ or the sources) they are not on PATH after a
// plain `npm ci`, so they go through npx (which finds them in node_modules/.bin), unless the
// program was started as a command on PATH all the same (`npm link`, or a global install of the
// checkout): the script the process runs is then the bin itself, named as typed, outside any
// node_modules/.bin.

/** Code of an installed package: the package's bundle/, in the node_modules folder npm installed it to. */
const INSTALLED = /[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+[\\/]bundle[\\/][^\\/]*$/;

/** What comes before a command's name for a program whose code was loaded from `moduleUrl`, started as `script`. */
export function commandRunner(moduleUrl: string, script: string | undefined = process.argv[1]): string[] {
  if (INSTALLED.test(new URL(moduleUrl).pathname)) return [];
  // A command on PATH is named without an extension (`regicide`, not bin/regicide.js).
  const name = script?.split(/[\\/]/).at(-1) ?? '';
  const onPath = name !== '' && !name.includes('.') && !/[\\/]node_modules[\\/]\.bin[\\/]/.test(script ?? '');
  return onPath ? [] : ['npx'];
}

const RUNNER = commandRunner(import.meta.url);

export const command = (bin: string, ...args: string[]): string => [...RUNNER, bin, ...args].join(' ');
