import { desc, eq } from 'drizzle-orm';
import { smsMessages } from '@/server/db/schema';
import { call, expectError, get, post } from '@/test/api';
import { staffHeaders } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';

describe.each(testTargets())('console support desk on %s', (target) => {
  const db = useSeededDb(target);

  async function ticketOf(headers: Record<string, string>, description = 'Buyurtmam kelmadi') {
    const res = await post('/support/', { topic: 'complaint', description }, { headers });
    expect(res.status).toBe(201);
    return res.body.result.id as number;
  }

  it('is for operators only: a visitor 401, a shopper and a seller 403', async () => {
    const shopper = await staffHeaders(db());
    const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 1 }]);
    const id = await ticketOf(shopper.headers);
    expectError(await get('/console/support/'), 401, 'unauthorized');
    for (const who of [shopper, seller]) {
      expectError(await get('/console/support/', { headers: who.headers }), 403, 'forbidden');
      expectError(await get(`/console/support/${id}/`, { headers: who.headers }), 403, 'forbidden');
      expectError(await post(`/console/support/${id}/answer/`, { text: 'Salom' }, { headers: who.headers }), 403, 'forbidden');
      expectError(await post(`/console/support/${id}/status/`, { status: 0 }, { headers: who.headers }), 403, 'forbidden');
    }
    expect((await get('/support/', { headers: shopper.headers })).body.result[0].answers).toEqual([]);
  });

  it('writes the answer SMS in the language the ticket was written in', async () => {
    const operator = await staffHeaders(db(), [{ role: 'operator' }]);
    const shopper = await staffHeaders(db());
    const id = await ticketOf({ ...shopper.headers, 'Accept-Language': 'ru' }, 'Заказ не пришёл');
    expect((await post(`/console/support/${id}/answer/`, { text: 'Сегодня привезём' }, { headers: operator.headers })).status).toBe(200);
    const [message] = await db().db.select().from(smsMessages).where(eq(smsMessages.phoneNumber, shopper.phone)).orderBy(desc(smsMessages.id)).limit(1);
    expect(message!.text).toContain(`на ваше обращение №${id} пришёл ответ`);
  });

  it('lists every ticket newest first with the phone, filters by status, and reads one', async () => {
    const operator = await staffHeaders(db(), [{ role: 'operator' }]);
    const a = await staffHeaders(db());
    const b = await staffHeaders(db());
    const first = await ticketOf(a.headers, 'Birinchi');
    const second = await ticketOf(b.headers, 'Ikkinchi');
    const list = await get('/console/support/?status=1&size=100', { headers: operator.headers });
    expect(list.status).toBe(200);
    const ids = list.body.result.content.map((t: { id: number }) => t.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(list.body.result.content.find((t: { id: number }) => t.id === first)).toMatchObject({
      description: 'Birinchi',
      status: 1,
      user: { id: a.userId, phone_number: a.phone },
      files: [],
      answers: [],
    });
    const one = await get(`/console/support/${second}/`, { headers: operator.headers });
    expect(one.body.result).toMatchObject({ id: second, user: { phone_number: b.phone } });
    expectError(await get('/console/support/999999/', { headers: operator.headers }), 404, 'not_found');
    expectError(await get('/console/support/?status=7', { headers: operator.headers }), 400, 'validation_error');
    const closed = await get('/console/support/?status=0&size=100', { headers: operator.headers });
    expect(closed.body.result.content.map((t: { id: number }) => t.id)).not.toContain(first);
  });

  it('answers a ticket: the shopper reads it, gets an SMS in Uzbek, the ticket is in progress, the audit log has it', async () => {
    const operator = await staffHeaders(db(), [{ role: 'operator' }]);
    const shopper = await staffHeaders(db());
    const id = await ticketOf(shopper.headers);
    expectError(await post(`/console/support/${id}/answer/`, { text: '   ' }, { headers: operator.headers }), 400, 'validation_error');
    expectError(await post('/console/support/999999/answer/', { text: 'Salom' }, { headers: operator.headers }), 404, 'not_found');

    const answered = await post(`/console/support/${id}/answer/`, { text: 'Buyurtmangiz bugun yetkaziladi' }, { headers: operator.headers });
    expect(answered.status).toBe(200);
    expect(answered.body.result).toMatchObject({ id, status: 2, answers: [{ text: 'Buyurtmangiz bugun yetkaziladi' }] });

    const mine = await get('/support/', { headers: shopper.headers });
    expect(mine.body.result[0]).toMatchObject({ id, status: 2, answers: [{ text: 'Buyurtmangiz bugun yetkaziladi' }] });

    const [message] = await db().db.select().from(smsMessages).where(eq(smsMessages.phoneNumber, shopper.phone)).orderBy(desc(smsMessages.id)).limit(1);
    expect(message!.text).toContain(`${id}-sonli murojaatingizga javob berildi`);
    expect(message!.code).toBeNull();

    const log = await get(`/console/audit/?entity=support_ticket&entity_id=${id}`, { headers: operator.headers });
    expect(log.body.result.content.map((e: { action: string }) => e.action).sort()).toEqual(['support.answer', 'support.status']);
    expect(log.body.result.content.find((e: { action: string }) => e.action === 'support.status')).toMatchObject({
      actor: { id: operator.userId, phone_number: operator.phone },
      before: { status: 1 },
      after: { status: 2 },
    });
  });

  it('moves a ticket by the table only; a refused move changes nothing; every move is audited', async () => {
    const operator = await staffHeaders(db(), [{ role: 'operator' }]);
    const shopper = await staffHeaders(db());
    const id = await ticketOf(shopper.headers);
    const move = (status: unknown) => post(`/console/support/${id}/status/`, { status }, { headers: operator.headers });

    expectError(await move(1), 409, 'invalid_transition');
    expectError(await move(5), 400, 'validation_error');
    expectError(await move('2'), 400, 'validation_error');
    expect((await move(2)).body.result.status).toBe(2);
    expectError(await move(1), 409, 'invalid_transition');
    expect((await move(0)).body.result.status).toBe(0);
    expectError(await move(0), 409, 'invalid_transition');
    expect((await move(2)).body.result.status).toBe(2);
    expect((await get('/support/', { headers: shopper.headers })).body.result[0].status).toBe(2);

    const log = await get(`/console/audit/?entity=support_ticket&entity_id=${id}&action=support.status`, { headers: operator.headers });
    expect(log.body.result.content.map((e: { before: { status: number }; after: { status: number } }) => [e.before.status, e.after.status])).toEqual([
      [0, 2],
      [2, 0],
      [1, 2],
    ]);
  });

  it('two operators closing the same ticket at once: one wins, the other gets 409', async () => {
    const a = await staffHeaders(db(), [{ role: 'operator' }]);
    const b = await staffHeaders(db(), [{ role: 'operator' }]);
    const shopper = await staffHeaders(db());
    const id = await ticketOf(shopper.headers);
    const answers = await Promise.all([a, b].map((op) => call('POST', `/console/support/${id}/status/`, { headers: op.headers, body: { status: 0 } })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const log = await get(`/console/audit/?entity=support_ticket&entity_id=${id}`, { headers: a.headers });
    expect(log.body.result.totalElements).toBe(1);
  });
});
