'use client';

import { useTranslations } from 'next-intl';
import type { ShippingAddress } from '@/lib/contract/orders';
import { formatPhone } from '@/lib/domain/phone-format';

// A file of its own: an order's page (the shop's and the console's) shows an address without
// taking in the address book's form, its map and React Hook Form.

/** An address: "Home", "Street 1, entrance 2, floor 3, apt. 4", its landmark ("Landmark: …") and phone. */
export function AddressText({ address }: { address: ShippingAddress }) {
  const t = useTranslations('addresses');
  const parts = [
    address.address,
    address.entrance && t('entranceShort', { value: address.entrance }),
    address.floor && t('floorShort', { value: address.floor }),
    address.apartment && t('apartmentShort', { value: address.apartment }),
  ].filter(Boolean);
  return (
    <>
      <span className="block font-semibold">{address.address_name}</span>
      <span className="block text-sm text-muted">{parts.join(', ')}</span>
      {address.landmark && (
        <span className="block break-words text-sm text-muted" data-testid="address-landmark">
          {t('landmarkShort', { value: address.landmark })}
        </span>
      )}
      {address.phone_number && <span className="block text-sm tabular-nums text-muted">{formatPhone(address.phone_number)}</span>}
    </>
  );
}
