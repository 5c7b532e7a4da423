/**
 * Whether the development stand-ins of the providers' pay pages are on: DEV_PAYMENTS=1 (server/env.ts
 * validates it for the API), read when a stand-in page is asked for, never because of NODE_ENV.
 */
export const devPaymentsOn = () => process.env.DEV_PAYMENTS === '1';
