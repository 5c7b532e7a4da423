import { setLogDestination, type LogLevel } from '@/lib/observe/log.mjs';

export interface CapturedLog {
  /** Every line written since the capture began, parsed. */
  lines: Record<string, unknown>[];
  /** The raw text written (what a log file would hold). */
  text: () => string;
  /** Back to the environment's logger (LOG_LEVEL=silent under jest). */
  restore: () => void;
}

/**
 * Captures what the server logs from now on, at `level` (tests are silent otherwise): the lines
 * as the JSON a production server writes them (lib/observe/log.mjs).
 */
export function captureLog(level: LogLevel = 'debug'): CapturedLog {
  const lines: Record<string, unknown>[] = [];
  let text = '';
  setLogDestination(
    {
      write(chunk: string) {
        text += chunk;
        for (const line of chunk.split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
    level,
  );
  return { lines, text: () => text, restore: () => setLogDestination() };
}
