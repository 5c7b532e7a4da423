'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { checkResetCode, loginWithCode, resendCode, verifySignUp } from '@/lib/api/auth';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/http';
import { maskPhone } from '@/lib/domain/phone';
import { OTP_TRIES, otpDigitsFromPaste } from '@/lib/domain/otp';
import { canConfirm, canResend, formatCountdown, initialOtpEntry, isOtpSpent, otpCode, otpEntryReducer, secondsUntilResend } from '@/lib/domain/otp-entry';
import { useToasts } from '@/lib/stores/toast';
import { errorTextClass, linkButtonClass } from './field-styles';
import { FormAlert } from './form-alert';
import { fallbackLockTime, lockedUntil } from './otp-lock';
import { OtpInput, type OtpInputHandle } from './otp-input';
import { useOtpAutoSubmit } from './use-otp-auto-submit';
import { finishLogin } from './session-actions';
import type { StepProps } from './step-props';
import { useErrorText } from './use-error-text';
import { listenForSmsCode } from './web-otp';

/**
 * The code screen: five boxes, the masked phone, tries left on this code (said
 * from the start, as the server counts them), the 59 s countdown and the resends left. The server enforces the same limits;
 * this screen shows them and goes to otpError once tries and resends are both spent. The code
 * sends itself after the fifth digit; a right sign-up or sign-in code signs the shopper in and
 * closes the modal, so they are back where they were (checkout included, via afterLogin).
 */
export function OtpStep({ flow, dispatch }: StepProps) {
  const t = useTranslations('auth');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const toast = useToasts((s) => s.show);
  const labelId = useId();
  const statusId = useId();
  const boxes = useRef<OtpInputHandle>(null);
  const [entry, update] = useReducer(otpEntryReducer, undefined, () => initialOtpEntry(Date.now(), flow.codeBudget ?? {}));
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState<'confirm' | 'resend' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const seconds = secondsUntilResend(entry, now);

  // The countdown ticks each second until a resend is possible, then stops.
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = window.setInterval(() => {
      tick();
      if (Date.now() >= entry.resendAt) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [entry.resendAt]);

  // Chrome on Android can read the code from the SMS; one request per code sent.
  useEffect(
    () =>
      listenForSmsCode((code) => {
        const digits = otpDigitsFromPaste(code);
        if (digits) update({ type: 'fill', index: 0, digits });
      }),
    [flow.otpKey],
  );

  const submit = async () => {
    if (!canConfirm(entry) || busy || !flow.otpKey) return;
    setBusy('confirm');
    setError(null);
    try {
      if (flow.origin === 'signUp') {
        const tokens = await verifySignUp(browserApi(), flow.otpKey, otpCode(entry));
        toast(t('signedUp'));
        await finishLogin(tokens, queryClient);
      } else if (flow.origin === 'login') {
        await finishLogin(await loginWithCode(browserApi(), flow.otpKey, otpCode(entry)), queryClient);
      } else {
        const token = await checkResetCode(browserApi(), flow.otpKey, otpCode(entry));
        dispatch({ type: 'resetVerified', token });
      }
    } catch (err) {
      const until = lockedUntil(err);
      if (until) return dispatch({ type: 'locked', newOtpTime: until });
      if (err instanceof ApiError && err.code === 'invalid_code') {
        const failed = { type: 'failed', triesLeft: err.body?.tries_left, resendsLeft: err.body?.resends_left } as const;
        update(failed);
        // The last try of the last code: nothing is left to ask for (the server has locked the phone).
        if (err.body?.new_otp_time || isOtpSpent(otpEntryReducer(entry, failed))) {
          return dispatch({ type: 'locked', newOtpTime: err.body?.new_otp_time ?? fallbackLockTime() });
        }
        // The server's wording says more than ours when it has more to say (an expired code).
        setCodeError(err.message || t('errors.invalidCode'));
      } else {
        setError(errorText(err));
      }
    } finally {
      setBusy(null);
    }
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  useOtpAutoSubmit(entry, () => void submit());

  const resend = async () => {
    if (!canResend(entry, Date.now()) || busy || !flow.otpKey) return;
    setBusy('resend');
    setError(null);
    try {
      const { otp_key, resends_left } = await resendCode(browserApi(), flow.otpKey);
      dispatch({ type: 'codeResent', otpKey: otp_key });
      update({ type: 'resent', now: Date.now(), resendsLeft: resends_left });
      boxes.current?.focus(0);
    } catch (err) {
      const until = lockedUntil(err);
      if (until) return dispatch({ type: 'locked', newOtpTime: until });
      setError(errorText(err));
    } finally {
      setBusy(null);
    }
  };

  const describedBy = entry.invalid ? statusId : undefined;
  return (
    <form onSubmit={confirm} noValidate className="space-y-4">
      <p className="text-sm text-muted">{t('otpText', { phone: maskPhone(flow.phone) })}</p>
      <div>
        <p id={labelId} className="mb-2 text-sm font-medium">
          {t('codeLabel')}
        </p>
        <OtpInput
          ref={boxes}
          digits={entry.digits}
          invalid={entry.invalid}
          labelledBy={labelId}
          describedBy={describedBy}
          onFill={(index, digits) => {
            setRefused(false);
            update({ type: 'fill', index, digits });
          }}
          onClear={(index) => update({ type: 'clear', index })}
          onRefused={() => setRefused(true)}
        />
        {entry.invalid && (
          <p id={statusId} role="alert" className={errorTextClass}>
            {codeError ?? t('errors.invalidCode')}
          </p>
        )}
        {refused && (
          <p role="alert" className={errorTextClass}>
            {t('digitsOnly')}
          </p>
        )}
        <p className={entry.tries < OTP_TRIES ? 'mt-2 text-sm font-medium text-amber-800' : 'mt-2 text-sm text-muted'} data-testid="otp-tries">
          {entry.tries > 0 ? t('triesLeft', { count: entry.tries }) : t('noTriesLeft')}
        </p>
      </div>
      <FormAlert message={error} />
      <div className="text-sm" data-testid="otp-resend">
        {entry.resends === 0 ? (
          <p className="text-muted">{t('noMoreAttempts')}</p>
        ) : seconds > 0 ? (
          <p className="text-muted">
            {t('resendIn', { time: formatCountdown(seconds) })} · {t('resendsLeft', { count: entry.resends })}
          </p>
        ) : (
          <p className="flex flex-wrap items-center gap-x-2">
            <button type="button" onClick={resend} disabled={busy !== null} aria-busy={busy === 'resend'} className={linkButtonClass}>
              {t('resend')}
            </button>
            <span className="text-muted">{t('resendsLeft', { count: entry.resends })}</span>
          </p>
        )}
        {/* Said once when a resend becomes possible, not every second. */}
        <p role="status" className="sr-only">
          {seconds === 0 && entry.resends > 0 ? t('resendReady') : ''}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <button type="button" onClick={() => dispatch({ type: 'back' })} className={buttonClass('secondary', 'min-h-12')}>
          {t('back')}
        </button>
        <button type="submit" disabled={!canConfirm(entry) || busy !== null} aria-busy={busy === 'confirm'} className={buttonClass('primary', 'min-h-12')}>
          {t('confirm')}
        </button>
      </div>
    </form>
  );
}
