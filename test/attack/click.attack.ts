/* eslint-disable @typescript-eslint/no-explicit-any -- answers are untyped JSON */
/**
 * Attacks on Click's endpoints (ADR 0018). Whoever knows the URLs can post forms to them; only
 * Click knows the secret key. Forged signatures (random, other keys, other fields, no key, another
 * hash), amounts tampered with after signing or signed wrong, and a paid order's Complete replayed
 * for another order: every one is refused in Click's shape (never a 5xx), and no row of any table
 * changes. Then twenty attempts at one order prepared and completed all at once: one pays.
 */
import { createHash, randomBytes } from 'node:crypto';
import { clickSignature } from '@/server/services/payments/click-sign';
import { clickForm, clickTransId, postClick, type ClickForm } from '@/test/click';
import { testTargets, useSeededDb } from '@/test/db';
import { orderState, placeOnlineOrder } from '@/test/payments';
import { answerProblems, changedTables, snapshotRows } from './guard';

const secret = () => process.env.CLICK_SECRET_KEY!;
const md5 = (s: string) => createHash('md5').update(s).digest('hex');

describe.each(testTargets({ pool: 20 }))("attacks on Click's endpoints on $name", (target) => {
  const db = useSeededDb(target);

  /** Sends every form and returns the problems: a 5xx, a leak, or an answer other than `expected`. */
  async function refused(stage: 'prepare' | 'complete', forms: ClickForm[], expected: number[]) {
    const problems: string[] = [];
    const answers = await Promise.all(forms.map((f) => postClick(stage, f)));
    answers.forEach((res, i) => {
      const found = answerProblems({ status: res.status, headers: res.headers, text: JSON.stringify(res.body) }, [secret()]);
      if (res.status !== 200 || !expected.includes(res.body?.error)) found.push(`answered ${res.status} ${JSON.stringify(res.body)}`);
      if (found.length) problems.push(`${stage} ${JSON.stringify(forms[i]).slice(0, 200)}: ${found.join(', ')}`);
    });
    return problems;
  }

  it('refuses forged signatures and changes nothing', async () => {
    const o = await placeOnlineOrder(db(), 'click');
    const paid = await placeOnlineOrder(db(), 'click');
    const amount = `${o.total}.00`;
    // A live attempt, so that forged Completes have a real prepare id to aim at.
    const prepare = clickForm({ merchant_trans_id: String(o.id), amount });
    expect((await postClick('prepare', prepare)).body.error).toBe(0);
    const prepareId = String((await orderState(db(), o)).transactions[0]!.id);
    const before = await snapshotRows(db());

    const forgeries = (stage: 'prepare' | 'complete'): ClickForm[] => {
      const fields = {
        merchant_trans_id: String(o.id),
        amount,
        ...(stage === 'complete' ? { click_trans_id: prepare.click_trans_id!, merchant_prepare_id: prepareId } : {}),
      };
      const good = clickForm(fields);
      const signed = (f: ClickForm, key: string) => ({ ...f, sign_string: clickSignature(f as any, key) });
      const forms: ClickForm[] = [];
      // Random signatures, in hex and not.
      for (let i = 0; i < 100; i++) forms.push({ ...good, sign_string: randomBytes(16).toString('hex') });
      for (const s of [
        '',
        ' ',
        '0'.repeat(32),
        'g'.repeat(32),
        `${good.sign_string} `,
        good.sign_string!.slice(1),
        `${good.sign_string}0`,
        good.sign_string!.replace(/./, (c) => (c === 'a' ? 'b' : 'a')),
      ])
        forms.push({ ...good, sign_string: s });
      // Other keys: none, near misses, the service's public ids.
      for (const key of [
        '',
        ' ',
        secret().toUpperCase(),
        `${secret()} `,
        secret().slice(0, -1),
        process.env.CLICK_SERVICE_ID!,
        process.env.CLICK_MERCHANT_ID!,
        process.env.PAYME_KEY!,
        randomBytes(12).toString('hex'),
      ])
        forms.push(signed(good, key));
      // Another hash, or md5 of the fields without the key.
      const source = [
        good.click_trans_id,
        good.service_id,
        secret(),
        good.merchant_trans_id,
        good.merchant_prepare_id ?? '',
        good.amount,
        good.action,
        good.sign_time,
      ].join('');
      forms.push(
        { ...good, sign_string: createHash('sha1').update(source).digest('hex') },
        { ...good, sign_string: md5(source.replace(secret(), '')) },
        { ...good, sign_string: md5(`${source}x`) },
      );
      // A good signature carried over to other signed fields: a cheaper amount, the paid order, another time,
      // service or attempt. (Click signs neither `error`, `error_note` nor `click_paydoc_id`: only Click can
      // make a signature at all, and a replayed one meets a transaction that has moved on.)
      const changes: ClickForm[] = [
        { amount: '1.00' },
        { amount: `${o.total - 1}.00` },
        { merchant_trans_id: String(paid.id) },
        { sign_time: '2030-01-01 00:00:00' },
        { service_id: '1' },
        { click_trans_id: clickTransId() },
        { action: stage === 'prepare' ? '1' : '0' },
      ];
      for (const change of changes) forms.push({ ...good, ...change });
      // Signed by us for another service.
      forms.push(clickForm({ ...fields, service_id: `${process.env.CLICK_SERVICE_ID}0` } as any));
      return forms;
    };

    // -1, or -8 where the signature is empty (a missing field).
    const problems = [...(await refused('prepare', forgeries('prepare'), [-1, -8])), ...(await refused('complete', forgeries('complete'), [-1, -8]))];
    expect(problems).toEqual([]);
    expect(changedTables(before, await snapshotRows(db()))).toEqual([]);
  });

  it('refuses amounts tampered with (-1) or signed wrong (-2) and changes nothing', async () => {
    const o = await placeOnlineOrder(db(), 'click', { quantity: 3 });
    const prepare = clickForm({ merchant_trans_id: String(o.id), amount: `${o.total}.00` });
    expect((await postClick('prepare', prepare)).body.error).toBe(0);
    const prepareId = String((await orderState(db(), o)).transactions[0]!.id);
    const before = await snapshotRows(db());
    const t = o.total;
    const amounts = [
      '0',
      '0.00',
      '1',
      `${t - 1}`,
      `${t + 1}`,
      `${t / 3}`,
      `${t}.01`,
      `${t}.5`,
      `${t}.001`,
      `${t * 100}`,
      `${t / 100}`,
      `-${t}`,
      `+${t}`,
      ` ${t}`,
      `${t} `,
      `${t}e0`,
      `${t / 1000}e3`,
      `0x${t.toString(16)}`,
      `${t},00`,
      '9'.repeat(15),
      '9'.repeat(31),
      'NaN',
      'Infinity',
      `${t}.00.00`,
      `０${t}`,
      `${t}\u0000`,
    ];
    const tampered = (stage: 'prepare' | 'complete') =>
      amounts.map((amount) => ({
        ...clickForm({
          merchant_trans_id: String(o.id),
          amount: `${t}.00`,
          ...(stage === 'complete' ? { click_trans_id: prepare.click_trans_id!, merchant_prepare_id: prepareId } : {}),
        }),
        amount,
      }));
    const signedWrong = (stage: 'prepare' | 'complete') =>
      amounts.map((amount) =>
        clickForm({
          merchant_trans_id: String(o.id),
          amount,
          ...(stage === 'complete' ? { click_trans_id: prepare.click_trans_id!, merchant_prepare_id: prepareId, error: '-5017' } : {}),
        }),
      );
    const problems = [
      ...(await refused('prepare', tampered('prepare'), [-1])),
      ...(await refused('complete', tampered('complete'), [-1])),
      ...(await refused('prepare', signedWrong('prepare'), [-2])),
      // Even Click's own failure code does not cancel an order when the amount is not its own.
      ...(await refused('complete', signedWrong('complete'), [-2])),
    ];
    expect(problems).toEqual([]);
    expect(changedTables(before, await snapshotRows(db()))).toEqual([]);
  });

  it("refuses a paid order's Complete replayed for another order, and changes nothing", async () => {
    const paid = await placeOnlineOrder(db(), 'click');
    const victim = await placeOnlineOrder(db(), 'click');
    const prepare = clickForm({ merchant_trans_id: String(paid.id), amount: `${paid.total}.00` });
    const prepareId = String((await postClick('prepare', prepare)).body.merchant_prepare_id);
    const complete = clickForm({
      merchant_trans_id: String(paid.id),
      amount: `${paid.total}.00`,
      click_trans_id: prepare.click_trans_id!,
      merchant_prepare_id: prepareId,
    });
    expect((await postClick('complete', complete)).body.error).toBe(0);
    const theirPrepare = clickForm({ merchant_trans_id: String(victim.id), amount: `${victim.total}.00` });
    const theirId = String((await postClick('prepare', theirPrepare)).body.merchant_prepare_id);
    const before = await snapshotRows(db());

    const replays: [string, ClickForm, number][] = [
      ['the same Complete again', complete, -4],
      ['the same Complete, another order', { ...complete, merchant_trans_id: String(victim.id) }, -1],
      ['the same Complete, another order and amount', { ...complete, merchant_trans_id: String(victim.id), amount: `${victim.total}.00` }, -1],
      ["the same Complete, the other order's prepare id", { ...complete, merchant_trans_id: String(victim.id), merchant_prepare_id: theirId }, -1],
      [
        "the old attempt's ids signed for the other order",
        clickForm({
          merchant_trans_id: String(victim.id),
          amount: `${victim.total}.00`,
          click_trans_id: prepare.click_trans_id!,
          merchant_prepare_id: prepareId,
        }),
        -6,
      ],
      [
        "the other order's prepare id under the old attempt",
        clickForm({
          merchant_trans_id: String(victim.id),
          amount: `${victim.total}.00`,
          click_trans_id: prepare.click_trans_id!,
          merchant_prepare_id: theirId,
        }),
        -6,
      ],
      ['the old Prepare, as a Prepare for the other order', { ...prepare, merchant_trans_id: String(victim.id) }, -1],
      [
        'the old attempt prepared again for the other order',
        clickForm({ merchant_trans_id: String(victim.id), amount: `${victim.total}.00`, click_trans_id: prepare.click_trans_id! }),
        -8,
      ],
    ];
    const problems: string[] = [];
    for (const [what, form, expected] of replays) {
      const res = await postClick(form.merchant_prepare_id === undefined ? 'prepare' : 'complete', form);
      if (res.status !== 200 || res.body.error !== expected) problems.push(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(problems).toEqual([]);
    expect(changedTables(before, await snapshotRows(db()))).toEqual([]);
    expect(await orderState(db(), victim)).toMatchObject({ status: 0, paymentState: 'waiting', sms: [] });
  });

  it('pays once when twenty attempts at one order are prepared and completed all at once', async () => {
    const o = await placeOnlineOrder(db(), 'click', { stock: 5, quantity: 5 });
    const amount = `${o.total}.00`;
    const prepares = Array.from({ length: 20 }, () => clickForm({ merchant_trans_id: String(o.id), amount }));
    const prepared = await Promise.all(prepares.map((f) => postClick('prepare', f)));
    expect(prepared.map((r) => r.body.error)).toEqual(prepares.map(() => 0));
    const completes = prepared.flatMap((r, i) => {
      const base = {
        merchant_trans_id: String(o.id),
        amount,
        click_trans_id: prepares[i]!.click_trans_id!,
        merchant_prepare_id: String(r.body.merchant_prepare_id),
      };
      // Each Complete twice (Click retries), and every fifth attempt failing on Click's side.
      return [clickForm({ ...base, ...(i % 5 === 4 ? { error: '-5017' } : {}) }), clickForm(base)];
    });
    const answers = await Promise.all(completes.map((f) => postClick('complete', f)));
    const codes = answers.map((r) => r.body.error);
    const state = await orderState(db(), o);
    const performed = state.transactions.filter((t) => t.state === 2);
    if (state.status === 1) {
      // Paid: exactly one attempt performed, one Success, one SMS; every other attempt refused.
      expect(codes.filter((c) => c === 0)).toHaveLength(1);
      expect(performed).toHaveLength(1);
      expect(state.sms).toHaveLength(1);
      expect(state.stock).toBe(0);
    } else {
      // A failing attempt came first: the order is declined, its stock back, nothing performed.
      expect(state).toMatchObject({ status: 8, paymentState: 'declined', stock: 5, sms: [] });
      expect(codes.filter((c) => c === 0)).toHaveLength(0);
      expect(performed).toHaveLength(0);
    }
    expect(state.history.filter((h) => h.status === 1).length).toBe(state.status === 1 ? 1 : 0);
    expect(codes.every((c) => [0, -4, -9].includes(c))).toBe(true);
  });
});
