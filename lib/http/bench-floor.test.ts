import { benchFloorOrNotFound } from './bench-floor';

jest.mock('next/navigation', () => ({
  notFound: jest.fn(() => {
    throw new Error('NEXT_HTTP_ERROR_FALLBACK;404');
  }),
}));

describe('the benchmark floor pages', () => {
  const saved = process.env.BENCH_PAGES;
  afterEach(() => {
    if (saved === undefined) delete process.env.BENCH_PAGES;
    else process.env.BENCH_PAGES = saved;
  });

  it('are a 404 in a server the benchmark did not start: a made-up id is never a kept page', () => {
    delete process.env.BENCH_PAGES;
    expect(() => benchFloorOrNotFound()).toThrow('404');
    process.env.BENCH_PAGES = 'yes';
    expect(() => benchFloorOrNotFound()).toThrow('404');
  });

  it('answer in the benchmark’s server', () => {
    process.env.BENCH_PAGES = '1';
    expect(() => benchFloorOrNotFound()).not.toThrow();
  });
});
