import type { DevPayInput, DevPayOutcome } from '@/lib/contract/dev-pay';
import type { OnlinePaymentType } from '@/lib/contract/order-values';
import { unwrap, type Http } from './http';

/** The development stand-in's "pay" or "decline" (DEV_PAYMENTS=1): the server plays the provider. */
export const playStandIn = (http: Http, provider: OnlinePaymentType, input: DevPayInput) => http.post(`dev/pay/${provider}/`, { json: input }).then(unwrap<DevPayOutcome>);
