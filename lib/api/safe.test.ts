import { isDynamicServerError } from 'next/dist/client/components/hooks-server-context';
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external';
import { captureLog, type CapturedLog } from '@/test/log';
import { ApiError } from './http';
import { orNull } from './safe';

// next/navigation's notFound is only used by orNotFound; orNull needs nothing of Next.
jest.mock('next/navigation', () => ({ notFound: jest.fn() }));

describe('orNull', () => {
  // Logging is off under jest (LOG_LEVEL=silent); the rule is about what a server logs.
  let logged: CapturedLog;
  beforeEach(() => {
    logged = captureLog('error');
  });
  afterEach(() => logged.restore());

  it('gives the value of a call that succeeds', async () => {
    await expect(orNull(Promise.resolve(42))).resolves.toBe(42);
    expect(logged.lines).toHaveLength(0);
  });

  it('gives null and logs a call that fails', async () => {
    await expect(orNull(Promise.reject(new ApiError(500, 'internal', 'boom')))).resolves.toBeNull();
    await expect(orNull(Promise.reject(new Error('socket hang up')))).resolves.toBeNull();
    expect(logged.lines.map((l) => [l.msg, l.reason])).toEqual([
      ['optional API call failed', expect.any(String)],
      ['optional API call failed', 'socket hang up'],
    ]);
  });

  it('gives null without a log for a "not found" (a made-up product id)', async () => {
    await expect(orNull(Promise.reject(new ApiError(404, 'not_found', 'Product not found')))).resolves.toBeNull();
    await expect(orNull(Promise.reject(new ApiError(400, 'not_found', 'No such store')))).resolves.toBeNull();
    expect(logged.lines).toHaveLength(0);
  });
});

/**
 * The render that saw a failure is not cached, through Next's own stores: the
 * shape Next gives a static render (`next build`, or an ISR page's render at run time) and a
 * render per request.
 */
describe('orNull keeps a failed render out of the page cache', () => {
  const workStore = () => ({ route: '/[locale]/account', forceStatic: false, forceDynamic: false, dynamicShouldError: false });
  const staticRender = () => ({ type: 'prerender-legacy' as const, revalidate: 60 });

  function within<T>(work: object, unit: object, run: () => Promise<T>): Promise<T> {
    return workAsyncStorage.run(work as never, () => workUnitAsyncStorage.run(unit as never, run));
  }

  it('a static render that saw a failure bails out: Next stores nothing and renders again next time', async () => {
    const unit = staticRender();
    const failed = within(workStore(), unit, () => orNull(Promise.reject(new ApiError(503, 'unavailable', 'try later'))));
    const error = await failed.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDynamicServerError(error)).toBe(true);
    expect(unit.revalidate).toBe(0);
  });

  it('a static render whose reads succeed, or find nothing, stays cacheable', async () => {
    const unit = staticRender();
    await expect(within(workStore(), unit, () => orNull(Promise.resolve('about')))).resolves.toBe('about');
    await expect(within(workStore(), unit, () => orNull(Promise.reject(new ApiError(404, 'not_found', 'no such product'))))).resolves.toBeNull();
    expect(unit.revalidate).toBe(60);
  });

  it('a render per request (never cached) shows the block as failed and goes on', async () => {
    const work = workStore();
    await expect(within(work, { type: 'request' }, () => orNull(Promise.reject(new Error('socket hang up'))))).resolves.toBeNull();
    expect(work).toMatchObject({ isUnstableNoStore: true });
  });
});
