// `regicide worker --queue URL [--workers K]` (and `thronfolge worker`): plays the jobs of queued
// runs (`sim --queue`) of any game, K at a time, until stopped. Ctrl-C once lets the jobs under
// way finish; a second Ctrl-C (or SIGTERM, or a crash) leaves them to the other workers, which
// take them again once their locks lapse.
import type { Command } from 'commander';
import { printable } from '../../core/printable.js';
import { parseQueueUrl, shownUrl } from '../../sim/queue/url.js';
import { runCommand, UsageError } from '../program/errors.js';
import { parseIntInRange } from '../program/option-parsers.js';
import { defaultWorkers } from './sim-command.js';

interface WorkerFlags {
  queue: string;
  workers?: number;
}

const say = (line: string): void => void process.stdout.write(`${printable(line)}\n`);

export function addWorkerCommand(program: Command): Command {
  return program
    .command('worker')
    .description('play the games of queued simulations (sim --queue) until stopped')
    .requiredOption('--queue <url>', 'the Redis of the queue, e.g. redis://127.0.0.1:6379')
    .option('--workers <k>', 'worker threads (default: one per core)', parseIntInRange('--workers', 1, 256))
    .action((flags: WorkerFlags) =>
      runCommand(program.name(), async () => {
        let url: URL;
        try {
          url = parseQueueUrl(flags.queue);
        } catch (e) {
          throw new UsageError((e as Error).message);
        }
        const threads = flags.workers ?? defaultWorkers();
        const { startQueueWorker } = await import('../../sim/queue/queue-worker.js');
        const worker = await startQueueWorker({ url, threads, log: say });
        say(`worker: ${threads} thread${threads === 1 ? '' : 's'} taking jobs from ${shownUrl(url)}; Ctrl-C stops`);
        await new Promise<void>((resolve) => {
          let stopping = false;
          const stop = (force: boolean): void => {
            if (stopping || force) {
              void worker.close(true).finally(() => process.exit(130));
              return;
            }
            stopping = true;
            if (worker.busy()) say(`finishing ${worker.busy()} job${worker.busy() === 1 ? '' : 's'}; Ctrl-C again leaves them to the other workers`);
            void worker.close().then(resolve);
          };
          process.on('SIGINT', () => stop(false));
          process.once('SIGTERM', () => stop(true));
        });
        say('worker: stopped');
        return 0;
      }),
    );
}
