import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { EskizSms } from './eskiz';

/**
 * A local fake of Eskiz's API (notify.eskiz.uz), served over real HTTP: it checks what the
 * provider sends the way Eskiz does (form fields, bearer token) and can expire its token.
 */
function fakeEskiz() {
  const state = { token: 'token-1', logins: 0, refreshes: 0, sent: [] as Record<string, string>[], expireNext: false };
  const app = new Hono();
  app.post('/api/auth/login', async (c) => {
    const form = await c.req.formData();
    if (form.get('email') !== 'shop@savat.uz' || form.get('password') !== 'secret') return c.json({ message: 'Invalid credentials' }, 401);
    state.logins += 1;
    state.token = `token-${state.logins}`;
    return c.json({ message: 'token_generated', data: { token: state.token }, token_type: 'bearer' });
  });
  app.patch('/api/auth/refresh', (c) => {
    if (c.req.header('authorization') !== `Bearer ${state.token}`) return c.json({ message: 'Unauthenticated' }, 401);
    state.refreshes += 1;
    state.token = `refreshed-${state.refreshes}`;
    return c.json({ message: 'token_generated', data: { token: state.token } });
  });
  app.post('/api/message/sms/send', async (c) => {
    if (state.expireNext) {
      state.expireNext = false;
      return c.json({ message: 'Expired' }, 401);
    }
    if (c.req.header('authorization') !== `Bearer ${state.token}`) return c.json({ message: 'Unauthenticated' }, 401);
    const form = await c.req.formData();
    state.sent.push(Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])));
    return c.json({ id: `sms-${state.sent.length}`, message: 'Waiting for SMS provider', status: 'waiting' });
  });
  return { app, state };
}

describe('Eskiz SMS provider (against a local fake of its API)', () => {
  const fake = fakeEskiz();
  let server: ServerType;
  let baseUrl = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: fake.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
        baseUrl = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('logs in once, then sends with the token, the number without a plus and the sender id', async () => {
    const eskiz = new EskizSms({ baseUrl, email: 'shop@savat.uz', password: 'secret', from: '4546' });
    await eskiz.send({ phoneNumber: '+998901234567', text: 'Savat: kod 12345\n\n@savat.uz #12345', code: '12345' });
    await eskiz.send({ phoneNumber: '+998911112233', text: 'ikkinchi' });
    expect(fake.state.logins).toBe(1);
    expect(fake.state.sent).toEqual([
      { mobile_phone: '998901234567', message: 'Savat: kod 12345\n\n@savat.uz #12345', from: '4546' },
      { mobile_phone: '998911112233', message: 'ikkinchi', from: '4546' },
    ]);
  });

  it('refreshes the token when a send answers 401 and sends again', async () => {
    const eskiz = new EskizSms({ baseUrl, email: 'shop@savat.uz', password: 'secret', from: '4546' });
    await eskiz.send({ phoneNumber: '+998901234567', text: 'bir' });
    fake.state.expireNext = true;
    const before = fake.state.sent.length;
    await eskiz.send({ phoneNumber: '+998901234567', text: 'ikki' });
    expect(fake.state.refreshes).toBe(1);
    expect(fake.state.sent.length).toBe(before + 1);
    expect(fake.state.sent.at(-1)).toMatchObject({ message: 'ikki' });
  });

  it('fails loudly on wrong credentials (the caller answers 500, nothing is half-sent)', async () => {
    const eskiz = new EskizSms({ baseUrl, email: 'shop@savat.uz', password: 'wrong', from: '4546' });
    await expect(eskiz.send({ phoneNumber: '+998901234567', text: 'x' })).rejects.toThrow(/login failed: HTTP 401/);
  });
});
