/* No imports: the e2e tests read these too. */

/**
 * The console's demo accounts, for the embedded demo database only (never on a
 * DATABASE_URL): one operator, the owner of the first store (ADR 0036: who sells there and adds
 * and removes its sellers) and a seller of the second. The password is printed in the README, for
 * local demos; it is never a real account's.
 */
export const DEMO_STAFF_PASSWORD = 'Savat-demo-2026';
export const DEMO_STAFF = [
  { phone: '+998900000001', name: 'Operator (demo)', role: 'operator' as const, storeIndex: null },
  { phone: '+998900000002', name: 'Doʻkon 1 egasi (demo)', role: 'owner' as const, storeIndex: 0 },
  { phone: '+998900000003', name: 'Sotuvchi 2 (demo)', role: 'seller' as const, storeIndex: 1 },
];
