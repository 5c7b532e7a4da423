import { RoleInputSchema } from './console-users';
import { ReportFormSchema, ReportQuerySchema } from './console-reports';
import { OrderInputSchema } from './orders';

/** The rules the forms check with the contract's schemas, as the server does (components/forms/contract-form.ts). */
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('the rules the page and the server share', () => {
  const order = { type: 'D', full_name: 'Aziz', phone_number: '+998901112233', products: [{ product: 1, quantity: 1 }] };

  it('asks a delivery for an address, beside the other fields’ issues; a pickup needs none', () => {
    expect(issuesOf(OrderInputSchema.safeParse(order))).toEqual([['delivery_address', 'choose_address']]);
    const both = issuesOf(OrderInputSchema.safeParse({ ...order, full_name: '' }));
    expect(both.map(([path]) => path).sort()).toEqual(['delivery_address', 'full_name']);
    expect(OrderInputSchema.safeParse({ ...order, delivery_address: 3 }).success).toBe(true);
    expect(OrderInputSchema.safeParse({ ...order, type: 'T' }).success).toBe(true);
    expect(OrderInputSchema.safeParse(null).success).toBe(false);
  });

  it('pairs a role with its store: a seller or an owner names one, an operator none', () => {
    expect(issuesOf(RoleInputSchema.safeParse({ role: 'seller' }))).toEqual([['store_id', 'store_needed']]);
    expect(issuesOf(RoleInputSchema.safeParse({ role: 'operator', store_id: 1 }))).toEqual([['store_id', 'store_not_for_operator']]);
    expect(RoleInputSchema.safeParse({ role: 'owner', store_id: 1 }).success).toBe(true);
    expect(RoleInputSchema.safeParse({ role: 'operator' }).success).toBe(true);
  });

  it('says a report range’s problem at the field the server names', () => {
    const range = (from: string, to: string) => issuesOf(ReportFormSchema.safeParse({ from, to }));
    expect(range('2026-11-01', '2026-11-27')).toEqual([]);
    expect(range('2026-11-27', '2026-11-01')).toEqual([['to', 'report_range_reversed']]);
    expect(range('2024-01-01', '2026-01-01')).toEqual([['to', 'report_range_too_long']]);
    expect(range('2026-02-30', '2026-03-01')).toEqual([['from', 'report_range_bad_date']]);
    expect(issuesOf(ReportQuerySchema.safeParse({ from: '2026-11-27', to: '2026-11-01' }))).toEqual([['to', 'report_range_reversed']]);
  });
});
