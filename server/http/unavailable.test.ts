import { isDatabaseUnavailable } from './unavailable';

describe('a database that could not be reached', () => {
  it.each([
    [{ code: '57P01', message: 'terminating connection due to administrator command' }],
    [{ code: '57P03', message: 'the database system is starting up' }],
    [{ code: '08006', message: 'connection failure' }],
    [Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    [new Error('Connection terminated unexpectedly')],
    [new Error('timeout exceeded when trying to connect')],
    // drizzle's wrapper of the driver's error
    [Object.assign(new Error('Failed query: select 1'), { cause: Object.assign(new Error('x'), { code: '57P01' }) })],
  ])('is unavailable: %p', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    [{ code: '23505', message: 'duplicate key value violates unique constraint' }],
    [{ code: '40001', message: 'could not serialize access' }],
    [new Error('Cannot read properties of undefined')],
    [null],
    ['text'],
  ])('is not: %p', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
