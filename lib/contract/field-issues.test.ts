import { z } from 'zod';
import { ProfileUpdateSchema } from './account';
import { fieldIssueText, ruleText } from './field-issues';
import { ShippingInputSchema } from './orders';

/** The words each issue of a parse gets, by its field. */
function said(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the value to be refused');
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), fieldIssueText(issue)]));
}

describe('the words of a contract issue, shared by the server and the forms', () => {
  it('names the built-in checks by their catalog key, with the limit', () => {
    expect(said(ShippingInputSchema, { address_name: 'Uy', address: 'x'.repeat(301) })).toEqual({
      address: { key: 'fields.tooBig', values: { maximum: '300' } },
    });
    expect(said(ShippingInputSchema, { address: 'Chilonzor' })).toEqual({ address_name: { key: 'fields.required' } });
  });

  it("words a shared rule's custom issue by its code", () => {
    expect(said(ProfileUpdateSchema, { birth_date: '1850-01-01' })).toEqual({ birth_date: { key: 'fields.invalidDate' } });
    expect(said(ShippingInputSchema, { address_name: 'Uy', address: 'Chilonzor', latitude: 48.85, longitude: 2.35 })).toEqual({
      latitude: { key: 'fields.outsideUzbekistan' },
    });
    expect(ruleText('invalid_phone')).toEqual({ key: 'fields.invalidPhone' });
    expect(ruleText('Majburiy maydon')).toBeUndefined();
  });

  it("keeps a refinement's own message, and never zod's English", () => {
    const ranged = z.object({ n: z.number().refine((n) => n <= 100, '1..100') });
    expect(said(ranged, { n: 101 })).toEqual({ n: '1..100' });
    const plain = z.object({ n: z.number().refine((n) => n > 0) });
    expect(said(plain, { n: -1 })).toEqual({ n: { key: 'fields.invalid' } });
  });

  it('is what a parse-time error map says (the forms pass it to the resolver)', () => {
    const result = ShippingInputSchema.safeParse({ address: 'Chilonzor' }, { error: (issue) => JSON.stringify(fieldIssueText(issue)) });
    expect(result.success).toBe(false);
    expect(JSON.parse(result.error!.issues[0]!.message)).toEqual({ key: 'fields.required' });
  });
});
