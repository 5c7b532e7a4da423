import 'server-only';

/**
 * The payments' clock (epoch ms): the providers' times, the time-out and the rows' dates all read
 * it, so the tests can move it 12 hours on without waiting.
 */
let source: () => number = Date.now;

export const paymentNow = (): number => source();

/** For tests: a clock of their own, or back to the real one. */
export function setPaymentClockForTests(next: (() => number) | undefined) {
  source = next ?? Date.now;
}
