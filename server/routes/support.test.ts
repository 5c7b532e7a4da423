import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { app } from '@/server/app';
import { DiskStorage, setFileStorageForTests } from '@/server/services/storage';
import { call, expectError, get } from '@/test/api';
import { bearer, createAccount, loginAs } from '@/test/auth';
import { testTargets, useSeededDb } from '@/test/db';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const PDF = new TextEncoder().encode('%PDF-1.4\n% Savat test\n');
const JPG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const file = (bytes: Uint8Array, name: string) => new File([bytes as Uint8Array<ArrayBuffer>], name);

async function multipart(headers: Record<string, string>, fields: Record<string, string>, files: File[]) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const f of files) form.append('files', f);
  const res = await app.request('/api/v1/support/', { method: 'POST', headers: { ...headers, 'Accept-Language': 'uz' }, body: form });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

describe.each(testTargets())('support on %s', (target) => {
  const db = useSeededDb(target, { seed: false });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'savat-uploads-'));
  beforeAll(() => setFileStorageForTests(new DiskStorage(dir)));
  afterAll(() => {
    setFileStorageForTests(undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function shopper() {
    const { phone, password } = await createAccount(db());
    return bearer((await loginAs(phone, password)).access_token);
  }

  it('creates tickets from JSON and from a form with files; lists only the caller’s, newest first', async () => {
    const a = await shopper();
    const b = await shopper();
    const first = await call('POST', '/support/', {
      headers: a,
      body: { topic: 'ask_question', description: 'Yetkazib berish qachon?', email: 'aziz@example.uz' },
    });
    expect(first.status).toBe(201);
    expect(first.body.result).toMatchObject({ topic: 'ask_question', status: 1, email: 'aziz@example.uz', files: [], answers: [] });

    const second = await multipart(a, { topic: 'complaint', description: 'Olma ezilgan keldi' }, [file(PNG, 'olma.png'), file(PDF, 'chek.pdf')]);
    expect(second.status).toBe(201);
    expect(second.body.result.files.map((f: { name: string }) => f.name)).toEqual(['olma.png', 'chek.pdf']);

    const list = (await get('/support/', { headers: a })).body.result;
    expect(list.map((t: { id: number }) => t.id)).toEqual([second.body.result.id, first.body.result.id]);
    expect((await get('/support/', { headers: b })).body.result).toEqual([]);

    // A signed link serves the file with its real type; a changed link is a 404.
    const link: string = list[0].files[0].file;
    const served = await app.request(link);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    const [, id, expires, signature] = new URL(link).pathname.match(/\/support\/file\/(\d+)\/(\d+)\/([0-9a-f]+)\/olma\.png$/)!;
    // Its signature's first character changed (to one it is not: a signature may start with 0).
    const other = `${signature![0] === '0' ? '1' : '0'}${signature!.slice(1)}`;
    expect((await app.request(link.replace(`/${signature}/`, `/${other}/`))).status).toBe(404);
    expect((await app.request(link.replace(`/${expires}/`, '/1/'))).status).toBe(404);
    expect((await app.request(link.replace(`/file/${id}/`, `/file/${Number(id) + 1}/`))).status).toBe(404);
    // The old shape of the same link (query) still serves the file.
    const old = await app.request(`/api/v1/support/file/${id}/?expires=${expires}&signature=${signature}`);
    expect(old.status).toBe(200);
    expect(old.headers.get('content-type')).toBe('image/png');
    expect((await app.request(`/api/v1/support/file/${id}/?expires=${expires}&signature=${other}`)).status).toBe(404);
  });

  it("ends each file's link with its name and the extension of its real type, encoded", async () => {
    const a = await shopper();
    const long = `${'a'.repeat(79)}🍎b.png`;
    const names = ['olma.png', 'Chek 5-may.PDF', 'скан чека', 'rasm.jpeg', '100% #1?.png', '..', 'chek.', long];
    const kinds = [PNG, PDF, PDF, JPG, PNG, PNG, PDF, PNG];
    const ticket = await multipart(
      a,
      { topic: 'complaint', description: 'Fayllar' },
      names.slice(0, 4).map((n, i) => file(kinds[i]!, n)),
    );
    expect(ticket.status).toBe(201);
    const again = await multipart(
      a,
      { topic: 'complaint', description: 'Yana' },
      names.slice(4).map((n, i) => file(kinds[i + 4]!, n)),
    );
    expect(again.status).toBe(201);
    const files = [...ticket.body.result.files, ...again.body.result.files] as { file: string; name: string }[];
    // The name the shopper gave is kept as it was; the link ends with a name a client can read.
    expect(files.map((f) => f.name)).toEqual(names);
    const ends = files.map((f) => decodeURIComponent(new URL(f.file).pathname.split('/').pop()!));
    // At most 80 characters of the name before the extension, never half an emoji.
    expect(ends).toEqual(['olma.png', 'Chek 5-may.pdf', 'скан чека.pdf', 'rasm.jpeg', '100% #1?.png', 'file.png', 'chek.pdf', `${'a'.repeat(79)}🍎.png`]);
    for (const f of files) {
      // Nothing of the name leaks out of its segment: no query, no fragment, no other folder.
      const url = new URL(f.file);
      expect(url.search).toBe('');
      expect(url.hash).toBe('');
      expect(url.pathname.split('/')).toHaveLength(9);
      expect(f.file).toMatch(/\.(png|pdf|jpe?g)$/);
      const served = await app.request(f.file);
      expect(served.status).toBe(200);
    }
    expect(files[3]!.file).toMatch(/\/rasm\.jpeg$/);
    // The name is the client's, not a key: another name serves the same file.
    const renamed = files[0]!.file.replace(/olma\.png$/, 'other.jpg');
    expect((await app.request(renamed)).headers.get('content-type')).toBe('image/png');
  });

  it('checks type by content, size, count and the description limit before storing anything', async () => {
    const a = await shopper();
    const before = fs.existsSync(path.join(dir, 'support')) ? fs.readdirSync(path.join(dir, 'support')).length : 0;
    const fake = await multipart(a, { topic: 'complaint', description: 'x' }, [file(PNG, 'ok.png'), file(new TextEncoder().encode('<html>'), 'evil.png')]);
    expectError(fake, 400, 'validation_error');
    expect(fake.body.error.fields['files.1']).toMatch(/PNG, JPG/);
    // The refused file is named in its message.
    expect(fake.body.error.fields['files.1']).toMatch(/^evil\.png: /);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await multipart(a, { topic: 'complaint', description: 'x' }, [file(big, 'big.png')]);
    expectError(tooBig, 400, 'validation_error');
    expect(tooBig.body.error.fields['files.0']).toMatch(/^big\.png: .*2/);
    expectError(
      await multipart(
        a,
        { topic: 'complaint', description: 'x' },
        Array.from({ length: 5 }, (_, i) => file(PNG, `${i}.png`)),
      ),
      400,
      'validation_error',
    );
    expectError(await call('POST', '/support/', { headers: a, body: { topic: 'complaint', description: 'x'.repeat(401) } }), 400, 'validation_error');
    expectError(await call('POST', '/support/', { headers: a, body: { topic: 'other', description: 'x' } }), 400, 'validation_error');
    expectError(
      await call('POST', '/support/', { headers: a, body: { topic: 'complaint', description: 'x', email: 'not-an-email' } }),
      400,
      'validation_error',
    );
    const after = fs.existsSync(path.join(dir, 'support')) ? fs.readdirSync(path.join(dir, 'support')).length : 0;
    expect(after).toBe(before);
    expect((await get('/support/', { headers: a })).body.result).toEqual([]);
  });

  it('answers a malformed body with a 400, never a 500', async () => {
    const a = await shopper();
    expectError(await call('POST', '/support/', { headers: { ...a, 'Content-Type': 'application/json' }, rawBody: '{"topic":' }), 400, 'validation_error');
    expectError(await call('POST', '/support/', { headers: { ...a, 'Content-Type': 'text/plain' }, rawBody: 'hello' }), 415, 'unsupported_media_type');
  });

  it('needs a user', async () => {
    expectError(await get('/support/'), 401, 'unauthorized');
    expectError(await call('POST', '/support/', { body: { topic: 'complaint', description: 'x' } }), 401, 'unauthorized');
  });
});
