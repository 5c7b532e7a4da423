import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../server/db/seed/staff-accounts';
import { apiLogin, confirmDevice, createAccount } from './accounts';

/**
 * Console users for the journeys: a new account given its roles by the demo operator
 * through the console's users API, so that no test signs in as the same demo phone often enough
 * to meet the sign-in rate limit (5 a minute per phone). The operator's token is kept per worker.
 * Every staff session here has passed the second factor (ADR 0025) with the code from the outbox.
 */
let operatorToken: string | undefined;

/**
 * The demo operator's remembered device, kept in the e2e server's throwaway data folder: every
 * worker (and every retry) signs in from the same device, so the operator's phone gets one device
 * code per run, far inside its code budget (3 a day per phone and purpose).
 */
const OPERATOR_DEVICE_FILE = '.data-e2e/e2e-operator-device';

async function operatorAuth(request: APIRequestContext): Promise<string> {
  if (!operatorToken) {
    const operator = DEMO_STAFF.find((s) => s.role === 'operator')!;
    const device = existsSync(OPERATOR_DEVICE_FILE) ? readFileSync(OPERATOR_DEVICE_FILE, 'utf8') : undefined;
    operatorToken = (await apiLogin(request, operator.phone, DEMO_STAFF_PASSWORD, device)).access_token;
    const console = await request.get('/api/v1/console/me/', { headers: { Authorization: `Bearer ${operatorToken}` } });
    if (console.status() === 403) writeFileSync(OPERATOR_DEVICE_FILE, await confirmDevice(request, operator.phone, operatorToken));
  }
  return operatorToken;
}

export async function staffSession(
  request: APIRequestContext,
  roles: readonly ({ role: 'operator' } | { role: 'seller' | 'owner'; store_id: number })[],
  { confirm = true }: { confirm?: boolean } = {},
) {
  const { phone, password } = await createAccount(request);
  const tokens = await apiLogin(request, phone, password);
  const me = await (await request.get('/api/v1/auth/me/', { headers: { Authorization: `Bearer ${tokens.access_token}` } })).json();
  for (const role of roles) {
    let granted = await request.post(`/api/v1/console/users/${me.result.id}/roles/`, {
      headers: { Authorization: `Bearer ${await operatorAuth(request)}` },
      data: role,
    });
    if (granted.status() === 401) {
      operatorToken = undefined;
      granted = await request.post(`/api/v1/console/users/${me.result.id}/roles/`, {
        headers: { Authorization: `Bearer ${await operatorAuth(request)}` },
        data: role,
      });
    }
    expect(granted.ok(), await granted.text()).toBe(true);
  }
  if (roles.length && confirm) await confirmDevice(request, phone, tokens.access_token);
  return { phone, password, tokens };
}
