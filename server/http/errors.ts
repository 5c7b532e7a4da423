import type { ApiErrorCode, Locale } from '@/lib/contract/values';
import { type ApiText, sayText, text } from './messages';

const STATUS: Record<ApiErrorCode, number> = {
  invalid_phone_or_password: 400,
  account_already_exists: 400,
  invalid_code: 400,
  invalid_phone_number: 400,
  otp_locked: 429,
  not_found: 404,
  validation_error: 400,
  unauthorized: 401,
  invalid_promo_code: 400,
  promo_not_for_these_goods: 400,
  promo_below_minimum: 400,
  not_available: 409,
  below_minimum_order: 400,
  store_closed: 409,
  forbidden: 403,
  second_factor_required: 403,
  not_a_buyer: 403,
  rate_limited: 429,
  conflict: 409,
  invalid_transition: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  import_refused: 422,
  price_change_unconfirmed: 409,
  internal_error: 500,
  service_unavailable: 503,
};

/**
 * Thrown by services and routes for every expected failure; server/app.ts turns it into the
 * contract's `{ ok: false, error }` answer in the request's language. Messages are keys of the
 * catalog's `api` namespace (server/http/messages.ts), put into words only when the answer is
 * written, so a service never needs the request's language to fail.
 */
export class ApiFailure extends Error {
  readonly status: number;
  constructor(
    readonly code: ApiErrorCode,
    readonly options: {
      /** Per field: a message, or a plain string that is no text (e.g. the stock left). */
      fields?: Record<string, ApiText | string>;
      /** Extra top-level members of the body (e.g. `new_otp_time`). */
      extra?: Record<string, unknown>;
      status?: number;
      headers?: Record<string, string>;
      /** Instead of the code's own message (`errors.<code>`). */
      message?: ApiText;
    } = {},
  ) {
    super(code);
    this.status = options.status ?? STATUS[code];
  }

  body(locale: Locale) {
    const message = sayText(locale, this.options.message ?? text(`errors.${this.code}`));
    const fields = this.options.fields && Object.fromEntries(Object.entries(this.options.fields).map(([k, v]) => [k, sayText(locale, v)]));
    return {
      ok: false as const,
      error: { code: this.code, message, ...(fields ? { fields } : {}) },
      ...this.options.extra,
    };
  }
}

export const notFound = () => new ApiFailure('not_found');
