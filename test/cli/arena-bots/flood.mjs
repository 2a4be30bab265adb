// An arena bot that writes one endless line (no newline) at its first decision.
import { createInterface } from 'node:readline';
for await (const line of createInterface({ input: process.stdin })) {
  if (line.includes('"state"')) {
    const chunk = 'x'.repeat(16 * 1024);
    for (let i = 0; i < 16; i++) process.stdout.write(chunk);
  }
}
