import type { ApiErrorCode, Locale } from '@/lib/api/types';

type Texts = Record<Locale, string>;

/** The message of every error code, in both languages. One place, so clients see one wording. */
export const ERROR_MESSAGES: Record<ApiErrorCode, Texts> = {
  invalid_phone_or_password: { uz: 'Telefon raqami yoki parol notoʻgʻri', ru: 'Неверный номер телефона или пароль' },
  account_already_exists: { uz: 'Bu raqam bilan hisob allaqachon mavjud', ru: 'Аккаунт с этим номером уже существует' },
  invalid_code: { uz: 'Kod notoʻgʻri', ru: 'Неверный код' },
  invalid_phone_number: { uz: 'Bu raqam bilan hisob topilmadi', ru: 'Аккаунт с этим номером не найден' },
  otp_locked: { uz: 'Urinishlar soni tugadi. Keyinroq qayta urinib koʻring', ru: 'Попытки закончились. Попробуйте позже' },
  not_found: { uz: 'Topilmadi', ru: 'Не найдено' },
  validation_error: { uz: 'Maʼlumotlar notoʻgʻri', ru: 'Некорректные данные' },
  unauthorized: { uz: 'Avtorizatsiya talab qilinadi', ru: 'Требуется авторизация' },
  invalid_promo_code: { uz: 'Promokod notoʻgʻri yoki muddati tugagan', ru: 'Промокод недействителен или истёк' },
  not_available: { uz: 'Mahsulot yetarli emas', ru: 'Товара недостаточно' },
  forbidden: { uz: 'Ruxsat yoʻq', ru: 'Доступ запрещён' },
  rate_limited: { uz: 'Soʻrovlar juda koʻp. Birozdan keyin urinib koʻring', ru: 'Слишком много запросов. Попробуйте позже' },
  conflict: { uz: 'Amalni bajarib boʻlmaydi', ru: 'Действие невозможно' },
  payload_too_large: { uz: 'Soʻrov hajmi juda katta', ru: 'Слишком большой запрос' },
  unsupported_media_type: { uz: 'Maʼlumot turi qoʻllab-quvvatlanmaydi', ru: 'Неподдерживаемый тип данных' },
  internal_error: { uz: 'Nimadir xato ketdi', ru: 'Что-то пошло не так' },
};

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
  not_available: 409,
  forbidden: 403,
  rate_limited: 429,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  internal_error: 500,
};

/**
 * Thrown by services and routes for every expected failure; server/app.ts turns it into the
 * contract's `{ ok: false, error }` answer in the request's language.
 */
export class ApiFailure extends Error {
  readonly status: number;
  constructor(
    readonly code: ApiErrorCode,
    readonly options: {
      fields?: Record<string, string>;
      /** Extra top-level members of the body (e.g. `new_otp_time`). */
      extra?: Record<string, unknown>;
      status?: number;
      headers?: Record<string, string>;
      message?: Texts;
    } = {},
  ) {
    super(code);
    this.status = options.status ?? STATUS[code];
  }

  body(locale: Locale) {
    const message = (this.options.message ?? ERROR_MESSAGES[this.code])[locale];
    return {
      ok: false as const,
      error: { code: this.code, message, ...(this.options.fields ? { fields: this.options.fields } : {}) },
      ...this.options.extra,
    };
  }
}

export const notFound = () => new ApiFailure('not_found');
