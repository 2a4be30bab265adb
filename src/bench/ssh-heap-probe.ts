// Loaded into the server by `loadtest:ssh` (node --expose-gc --import): on SIGUSR2 the server
// collects its garbage and writes its memory as V8 sees it to $SSH_LOAD_HEAP_OUT, so the load test
// tells what the sessions hold from what V8 has not collected yet. Nothing else changes.
import { writeFileSync } from 'node:fs';

const out = process.env.SSH_LOAD_HEAP_OUT;
if (out) {
  process.on('SIGUSR2', () => {
    (globalThis as { gc?: () => void }).gc?.();
    const m = process.memoryUsage();
    writeFileSync(out, JSON.stringify({ rss: m.rss, heapUsed: m.heapUsed, external: m.external }));
  });
}
