// Tests never read or write the developer's .data folder, never send a real SMS, and log quietly.
process.env.SEED_DEMO = '0';
process.env.SMS_PROVIDER = 'outbox';
process.env.LOG_LEVEL = 'silent';
process.env.JWT_SECRET ??= 'test-secret-test-secret-test-secret-0123456789';
// Both payment providers configured, with the keys the tests sign with (test/payments.ts).
process.env.PAYME_MERCHANT_ID ??= 'savat-test-merchant';
process.env.PAYME_KEY ??= 'payme-test-key';
process.env.CLICK_SERVICE_ID ??= '10001';
process.env.CLICK_MERCHANT_ID ??= '20002';
process.env.CLICK_SECRET_KEY ??= 'click-test-secret';
// Remote mode (test/remote.ts): the attacks go to a running cluster and its database; no file
// creates a database of its own on a Postgres server then.
if (process.env.ATTACK_BASE_URL) delete process.env.TEST_DATABASE_URL;
