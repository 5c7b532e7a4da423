/** Types of log.mjs (plain JavaScript, which the start script loads before Next). */
import type { DestinationStream, LogFn } from 'pino';

export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug';
export const REDACTED: string;

export function scrubText(text: string): string;
export function scrub(value: unknown): unknown;

export interface RequestContext {
  id: string;
  method: string;
  path: string;
  /** Opened by the start script, which writes the access line and counts the request. */
  edge: boolean;
  /** The API's middleware has taken this HTTP request as its own (its route and user go here). */
  api?: boolean;
  route?: string;
  userId?: number;
}

export interface Logger {
  error: LogFn;
  warn: LogFn;
  info: LogFn;
  debug: LogFn;
  enabled(level: LogLevel): boolean;
}

export function logger(scope?: string): Logger;
export function setLogDestination(stream?: DestinationStream, level?: LogLevel): void;
export function newRequestId(): string;
export function requestIdFrom(header: string | string[] | null | undefined): string;
export function runWithRequest<T>(request: RequestContext, fn: () => T): T;
export function currentRequest(): RequestContext | undefined;
export function logRequest(
  request: { id: string; method: string; route: string; path?: string; status: number; ms: number; userId?: number },
  level?: 'info' | 'debug',
): void;
