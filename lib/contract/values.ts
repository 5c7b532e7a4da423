/**
 * The contract's enumerations as plain values: what a client may send or read in the fields of
 * lib/contract's schemas. No zod here, so the browser can use them without loading a validation
 * library; the schemas (`z.enum(...)`) are built from these. Relative imports only: next.config.mjs
 * loads modules that read this one with tsx, outside Next's bundler.
 *
 * The order and support enumerations live in order-values.ts and support-values.ts, so that a page
 * which only lists products does not carry them: webpack keeps a module whole, with every export
 * that some page uses.
 */

/** The languages of every text field; `Accept-Language` picks one, uz otherwise. */
export const LOCALES = ['uz', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];

/** The `error.code` of every failure the API answers. */
export const API_ERROR_CODES = [
  'invalid_phone_or_password',
  'account_already_exists',
  'invalid_code',
  'invalid_phone_number',
  'otp_locked',
  'not_found',
  'validation_error',
  'unauthorized',
  'invalid_promo_code',
  /** A store's promo code on a basket without that store's goods (400; ADR 0037). */
  'promo_not_for_these_goods',
  /** A promo code on a basket short of its minimum (400; ADR 0037): the message says how much more. */
  'promo_below_minimum',
  'not_available',
  'below_minimum_order',
  /** A store of the order does not take orders now (its hours, or paused): `closed` says when each opens (409; ADR 0030). */
  'store_closed',
  'forbidden',
  /**
   * The console (403): the session has not passed the staff's second factor on this device yet
   * (ADR 0025); `POST /auth/device/code/` and `/auth/device/verify/` pass it.
   */
  'second_factor_required',
  /** POST /store/comment/: only a shopper who received the product reviews it (403). */
  'not_a_buyer',
  'rate_limited',
  'conflict',
  'invalid_transition',
  'payload_too_large',
  'unsupported_media_type',
  /** A price list with a refused row (422): nothing is written; `report` lists every row and why. */
  'import_refused',
  /**
   * A price list moving prices far (409): the rows a preview flagged (a price moved by more than
   * 50 %, or to under 10 %) need its `confirm_token`; nothing is written, `report` lists them.
   */
  'price_change_unconfirmed',
  'internal_error',
  /** The database could not be reached for a moment (a restart, a failover): try again (Retry-After). */
  'service_unavailable',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Sorts of the product list; an unknown sort is a 400. */
export const PRODUCT_SORTS = ['popular', 'cheap', 'expensive', 'highRate', 'new', 'discount'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PRODUCT_FLAGS = ['new', 'sale', 'free_ship'] as const;

export const BANNER_TYPES = ['web', 'mobile'] as const;

export const FAVOURITE_ACTIONS = ['add', 'remove', 'toggle'] as const;
export type FavouriteAction = (typeof FAVOURITE_ACTIONS)[number];

export const SITEMAP_ENTRY_TYPES = ['category', 'store', 'product'] as const;

export const GENDERS = ['M', 'F'] as const;

/**
 * Our own pages ask for the refresh token as an HttpOnly cookie (ADR 0005) by sending this header
 * with `1` on the sign-in calls, the refresh and the logout. Other clients never send it and keep
 * the pair in the body; a page of another origin cannot send it (CORS does not allow it).
 */
export const REFRESH_COOKIE_HEADER = 'X-Refresh-Cookie';
