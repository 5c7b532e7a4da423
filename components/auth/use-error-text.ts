'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { ApiError } from '@/lib/api/http';

/** Our own messages (auth.errors) for these codes; for the rest, the server's own text. */
const OWN_MESSAGES = {
  invalid_phone_or_password: 'invalidPhoneOrPassword',
  account_already_exists: 'accountExists',
  invalid_code: 'invalidCode',
  invalid_phone_number: 'invalidPhoneNumber',
  otp_locked: 'locked',
} as const;

/**
 * Turns a failed call into a sentence in the shopper's language. The server already answers in
 * the request's language (Accept-Language), so a 4xx it explains (rate_limited, validation) is
 * shown as it says; a 5xx or a broken answer is "something went wrong", no answer at all is the
 * network message.
 */
export function useErrorText() {
  const t = useTranslations('auth.errors');
  return useCallback(
    (error: unknown): string => {
      if (!(error instanceof ApiError)) return t('network');
      const own = OWN_MESSAGES[error.code as keyof typeof OWN_MESSAGES];
      if (own) return t(own);
      if (error.code === 'rate_limited') return error.message || t('rateLimited');
      if (error.status < 500 && error.code !== 'invalid_response' && error.message) return error.message;
      return t('somethingWrong');
    },
    [t],
  );
}
