/**
 * What the server starts beside serving requests (Next calls `register` once per server process).
 * The payment time-out (issue 19, ADR 0018): online orders not paid in time are cancelled on start
 * and every minute. Not while building, and only in the Node.js runtime (the database lives there).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const [{ getDb }, { startPaymentTimeouts }] = await Promise.all([import('./server/bootstrap'), import('./server/services/payments/timeout')]);
  startPaymentTimeouts(async () => (await getDb()).db);
}
