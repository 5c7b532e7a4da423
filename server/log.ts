import 'server-only';

/**
 * The server's logger (ADR 0026), for the API, the services, the jobs and the database: JSON lines
 * with the request id of the request they happen in, pretty in development, secrets never written
 * (lib/observe/log.mjs, plain JavaScript because the start script loads it before Next).
 *
 *   const log = logger('jobs');
 *   log.error({ err, job: name }, 'job failed');
 *
 * Pass an error as `err` (its message, code, stack and cause are logged, scrubbed), never inside
 * the message. Never log a phone number whole: `maskPhone`.
 */
export { currentRequest, logger, logRequest, requestIdFrom, runWithRequest, type RequestContext } from '@/lib/observe/log.mjs';

/** A phone number fit for a log line: its operator and last two digits (`+99890*****67`). */
export function maskPhone(phone: string): string {
  return phone.length > 8 ? `${phone.slice(0, 6)}${'*'.repeat(phone.length - 8)}${phone.slice(-2)}` : '***';
}
