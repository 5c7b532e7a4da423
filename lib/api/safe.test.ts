import { ApiError } from './http';
import { orNull } from './safe';

// next/navigation's notFound is only used by orNotFound; orNull needs nothing of Next.
jest.mock('next/navigation', () => ({ notFound: jest.fn() }));

describe('orNull', () => {
  const env = process.env as Record<string, string | undefined>;
  const nodeEnv = env.NODE_ENV;
  let logged: jest.SpyInstance;

  beforeEach(() => {
    // Logging is off under jest; the rule is about what production logs.
    env.NODE_ENV = 'production';
    logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    env.NODE_ENV = nodeEnv;
    logged.mockRestore();
  });

  it('gives the value of a call that succeeds', async () => {
    await expect(orNull(Promise.resolve(42))).resolves.toBe(42);
    expect(logged).not.toHaveBeenCalled();
  });

  it('gives null and logs a call that fails', async () => {
    await expect(orNull(Promise.reject(new ApiError(500, 'internal', 'boom')))).resolves.toBeNull();
    await expect(orNull(Promise.reject(new Error('socket hang up')))).resolves.toBeNull();
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it('gives null without a log for a "not found" (a made-up product id)', async () => {
    await expect(orNull(Promise.reject(new ApiError(404, 'not_found', 'Product not found')))).resolves.toBeNull();
    await expect(orNull(Promise.reject(new ApiError(400, 'not_found', 'No such store')))).resolves.toBeNull();
    expect(logged).not.toHaveBeenCalled();
  });
});
