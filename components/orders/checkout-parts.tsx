/** What the checkout's sections share: their card, a choice's look and a field's error line. */
export const sectionBox = 'space-y-4 rounded-card bg-surface p-5 shadow-card';

export const choiceClass =
  'flex min-h-12 flex-1 cursor-pointer items-center gap-3 rounded-control border border-line px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60';

/** The server's or the page's message under a field, named by `aria-describedby` (`<formId>-<field>-error`). */
export function FieldError({ formId, field, fields }: { formId: string; field: string; fields: Readonly<Record<string, string | undefined>> }) {
  return fields[field] ? (
    <p id={`${formId}-${field}-error`} className="mt-1 text-sm text-red-700">
      {fields[field]}
    </p>
  ) : null;
}
