import pino from 'pino';

type Destination = ReturnType<typeof pino.destination>;
let stdout: Destination | undefined;

/**
 * Where the server's log lines go: stdout, written asynchronously, as pino advises for
 * production. A line waits in memory only while the previous write is under way, then leaves
 * with whatever queued behind it: a busy server makes one write per batch rather than one per
 * request (issue 9), and a quiet one still writes each line at once. Pino flushes what is queued
 * when the process exits. One stream per process, shared by every app built in it.
 */
export function logDestination(): Destination {
  // Batches of at most 4 KB: sonic-boom measures the batch being filled at each line, and a pipe
  // takes a write of up to 4 KB whole (lines of two processes sharing it never interleave).
  stdout ??= pino.destination({ dest: 1, sync: false, maxWrite: 4096 });
  return stdout;
}
