import { get } from '@/test/api';
import { staffHeaders, twoPickupStores } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';

describe.each(testTargets())('console stats on %s', (target) => {
  const db = useSeededDb(target);
  it('smoke', async () => {
    const [a] = await twoPickupStores(db());
    const op = await staffHeaders(db(), [{ role: 'operator' }]);
    const s = await get(`/console/stats/store/?store=${a}&from=2026-01-01&to=2026-01-31`, { headers: op.headers });
    expect(s.status).toBe(200);
    const t = await get(`/console/stats/store/?store=${a}&from=2026-01-01&to=2026-01-01`, { headers: op.headers });
    expect(t.body.result.series.points).toHaveLength(24);
    const p = await get(`/console/stats/platform/?from=2026-01-01&to=2026-01-31`, { headers: op.headers });
    expect(p.status).toBe(200);
    console.log(JSON.stringify(p.body.result).slice(0, 500));
  });
});
