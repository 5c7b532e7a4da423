import type { ReactNode } from 'react';
import { MediaImage } from './media-image';

/** Nothing to show, said kindly, with a way forward. */
export function EmptyState({ emoji, title, text, action }: { emoji: string; title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-12 text-center">
      <div className="mb-5 grid size-28 place-items-center rounded-full bg-brand-50">
        <MediaImage src={`/media/emoji/${emoji}.svg`} alt="" width={64} height={64} />
      </div>
      <h2 className="text-xl font-bold">{title}</h2>
      {text && <p className="mt-2 text-muted">{text}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
