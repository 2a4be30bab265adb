// An arena bot that answers every line with garbage: a terminal escape (it would retitle the
// window) and a move that does not exist.
import { createInterface } from 'node:readline';
for await (const line of createInterface({ input: process.stdin })) {
  if (line.includes('"state"')) process.stdout.write('\u001b]0;owned\u0007play ZZ \u001b[2J\n');
}
