import type { DevPayInput } from '@/lib/contract/dev-pay';
import type { OnlinePaymentType } from '@/lib/contract/order-values';
import { shopApi } from '@/lib/contract/shop-route-values';
import { call } from './call';
import type { Http } from './http';

/** The development stand-in's "pay" or "decline" (DEV_PAYMENTS=1): the server plays the provider. */
export const playStandIn = (http: Http, provider: OnlinePaymentType, input: DevPayInput) => call(http, shopApi.devPay[provider], { json: input });
