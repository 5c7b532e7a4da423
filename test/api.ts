/* eslint-disable @typescript-eslint/no-explicit-any -- test answers are JSON checked by assertions; typing each one would only repeat them */
import { app } from '@/server/app';
import { contractViolation } from './contract';

export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * Calls the API in-process, as the storefront's server side does. In the attack suite's remote mode
 * (ATTACK_BASE_URL, test/remote.ts) `app` is test/remote-app.ts and the call goes over HTTP to the
 * cluster under attack; the answer is checked against the contract all the same.
 */
export async function call<T = any>(
  method: string,
  path: string,
  opts: { body?: unknown; rawBody?: string; headers?: Record<string, string>; locale?: 'uz' | 'ru' } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...(opts.locale ? { 'Accept-Language': opts.locale } : {}), ...opts.headers };
  let body: string | undefined = opts.rawBody;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['Content-Type'] ??= 'application/json';
  }
  const res = await app.request(`/api/v1${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON: keep the text so the test can show it */
  }
  // Every JSON answer keeps to the OpenAPI document: its route's schema, and no undeclared field.
  if (res.headers.get('content-type')?.includes('application/json')) {
    const violation = contractViolation(method, `/api/v1${path}`, res.status, parsed);
    if (violation) throw new Error(`contract: ${violation}`);
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** A multipart POST with one file under `file` (the console's photo and logo uploads). */
export async function upload(url: string, headers: Record<string, string>, bytes: Uint8Array, name: string): Promise<ApiAnswer> {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  const res = await app.request(`/api/v1${url}`, { method: 'POST', headers: { ...headers, 'Accept-Language': 'uz' }, body: form });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

export const get = <T = any>(path: string, opts?: Parameters<typeof call>[2]) => call<T>('GET', path, opts);
export const post = <T = any>(path: string, body?: unknown, opts?: Parameters<typeof call>[2]) => call<T>('POST', path, { ...opts, body });

/** Asserts the contract's error envelope and returns the error. */
export function expectError(answer: ApiAnswer, status: number, code: string) {
  expect({ status: answer.status, ok: answer.body?.ok, code: answer.body?.error?.code }).toEqual({ status, ok: false, code });
  expect(typeof answer.body.error.message).toBe('string');
  return answer.body.error as { code: string; message: string; fields?: Record<string, string> };
}
