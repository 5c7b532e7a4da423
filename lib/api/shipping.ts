import { queryOptions } from './query-options';
import { unwrap, type Http } from './http';

/** The shopper's saved delivery addresses (login). At most 20; the main one comes first. */
export interface ShippingAddress {
  id: number;
  address_name: string;
  address: string;
  entrance: string | null;
  floor: string | null;
  apartment: string | null;
  latitude: number | null;
  longitude: number | null;
  main_address: boolean;
  phone_number: string | null;
}

export type ShippingInput = Omit<ShippingAddress, 'id' | 'main_address'> & { main_address?: boolean };

export const listShipping = (http: Http) => http.get('store/shipping/list/').then(unwrap<ShippingAddress[]>);

export const createShipping = (http: Http, body: ShippingInput) => http.post('store/shipping/', { json: body }).then(unwrap<ShippingAddress>);

export const updateShipping = (http: Http, id: number, body: Partial<ShippingInput>) =>
  http.patch(`store/shipping/update/${id}/`, { json: body }).then(unwrap<ShippingAddress>);

export const deleteShipping = (http: Http, id: number) => http.delete(`store/shipping/delete/${id}/`).then(unwrap<{ id: number }>);

export const shippingKeys = {
  all: ['shipping'] as const,
  list: () => [...shippingKeys.all, 'list'] as const,
};

export const shippingQuery = (http: Http) => queryOptions({ queryKey: shippingKeys.list(), queryFn: () => listShipping(http), staleTime: 0 });
