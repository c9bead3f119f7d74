import type { Logger } from 'pino';

/**
 * Work a reply must not wait for (a reset mail: waiting would tell a known e-mail from an unknown
 * one by the time taken). It starts after the reply is on its way; a failure is logged, never
 * answered. Closing the app waits for what is still running.
 */
export interface Background {
  run(name: string, work: () => Promise<void>): void;
  /** Resolves once nothing is running (tests, and shutdown). */
  settled(): Promise<void>;
}

export function createBackground(log: Pick<Logger, 'error'>): Background {
  const running = new Set<Promise<void>>();
  return {
    run(name, work) {
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((err: unknown) => log.error({ err }, `${name} failed`))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
