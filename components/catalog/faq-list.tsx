import { ChevronDown } from '@/components/ui/icons';
import type { Faq } from '@/lib/contract/content';

/** Questions as a native accordion: keyboard and screen-reader friendly, no script. */
export function FaqList({ items }: { items: Faq[] }) {
  return (
    <div className="divide-y divide-line overflow-hidden rounded-card bg-surface shadow-card">
      {items.map((item) => (
        <details key={item.id} className="group">
          <summary className="flex min-h-14 list-none items-center justify-between gap-4 px-5 py-3 font-semibold hover:bg-canvas">
            {item.question}
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180" />
          </summary>
          <p className="px-5 pb-5 leading-relaxed text-muted">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
