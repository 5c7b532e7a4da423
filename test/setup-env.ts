// Tests never read or write the developer's .data folder, never send a real SMS, and log quietly.
process.env.SEED_DEMO = '0';
process.env.SMS_PROVIDER = 'outbox';
process.env.LOG_LEVEL = 'silent';
process.env.JWT_SECRET ??= 'test-secret-test-secret-test-secret-0123456789';
