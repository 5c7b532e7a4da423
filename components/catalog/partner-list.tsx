import type { Partner } from '@/lib/contract/content';
import { MediaImage } from '@/components/ui/media-image';

export function PartnerList({ partners }: { partners: Partner[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
      {partners.map((partner) => {
        const body = (
          <>
            <MediaImage src={partner.logo} alt="" width={44} height={44} className="size-11 shrink-0 rounded-xl" />
            <span className="text-sm font-semibold leading-tight">{partner.name}</span>
          </>
        );
        const className = 'flex min-h-16 items-center gap-3 rounded-card bg-surface p-3 shadow-card';
        return (
          <li key={partner.id}>
            {partner.url ? (
              <a href={partner.url} target="_blank" rel="noopener noreferrer" className={`${className} transition-shadow hover:shadow-raised`}>
                {body}
              </a>
            ) : (
              <div className={className}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
