// An arena bot that leaves at its first decision, with escape sequences on stderr.
import { createInterface } from 'node:readline';
for await (const line of createInterface({ input: process.stdin })) {
  if (line.includes('"state"')) {
    process.stderr.write('\u001b[2Jsomething broke \u001b[31mbadly\n');
    process.exit(3);
  }
}
