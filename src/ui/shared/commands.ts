// Commands the screens print for people to type next. The programs are not on PATH after a plain
// `npm ci` in a checkout, so they go through npx (which finds them in node_modules/.bin).
export const command = (bin: 'regicide' | 'thronfolge', ...args: string[]): string => ['npx', bin, ...args].join(' ');
