import { canMoveTicket, statusAfterAnswer } from './support-desk';

// 0 closed, 1 accepted, 2 in progress
describe('canMoveTicket', () => {
  test.each([
    [1, 2, true],
    [1, 0, true],
    [2, 0, true],
    [0, 2, true],
    [1, 1, false],
    [2, 2, false],
    [0, 0, false],
    [2, 1, false],
    [0, 1, false],
    [1, 3, false],
    [9, 0, false],
  ])('%i → %i: %s', (from, to, allowed) => {
    expect(canMoveTicket(from, to)).toBe(allowed);
  });
});

describe('statusAfterAnswer', () => {
  test.each([
    [1, 2],
    [2, 2],
    [0, 0],
  ])('%i → %i', (from, to) => {
    expect(statusAfterAnswer(from)).toBe(to);
  });
});
