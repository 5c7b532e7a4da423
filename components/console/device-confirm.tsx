'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { errorTextClass, linkButtonClass } from '@/components/auth/field-styles';
import { FormAlert } from '@/components/auth/form-alert';
import { OtpInput, type OtpInputHandle } from '@/components/auth/otp-input';
import { useOtpAutoSubmit } from '@/components/auth/use-otp-auto-submit';
import { logOut } from '@/components/auth/session-actions';
import { useErrorText } from '@/components/auth/use-error-text';
import { buttonClass } from '@/components/ui/button-styles';
import { confirmDevice, meQuery, requestDeviceCode, resendCode } from '@/lib/api/auth';
import { browserApi } from '@/lib/api/browser';
import { consoleKeys } from '@/lib/api/console';
import { ApiError } from '@/lib/api/http';
import { maskPhone } from '@/lib/domain/phone';
import { canConfirm, canResend, formatCountdown, initialOtpEntry, otpCode, otpEntryReducer, secondsUntilResend } from '@/lib/domain/otp-entry';
import { useAuthModal } from '@/lib/stores/auth-modal';

/**
 * The staff's second factor (ADR 0025): the console answers `second_factor_required` until this
 * device is confirmed with a code sent to the account's phone; then the device is remembered for
 * 30 days (an HttpOnly cookie the page never sees). A session begun with an SMS code alone must
 * sign in with the password first: the server refuses it a device code, and this says so.
 */
export function DeviceConfirm() {
  const t = useTranslations('console.device');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const me = useQuery(meQuery(browserApi()));
  const titleId = useId();
  const [otpKey, setOtpKey] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [needsPassword, setNeedsPassword] = useState<string | null>(null);

  const send = async () => {
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      setOtpKey((await requestDeviceCode(browserApi())).otp_key);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'forbidden') setNeedsPassword(err.message);
      else setError(errorText(err));
    } finally {
      setSending(false);
    }
  };

  const signInAgain = async () => {
    await logOut(queryClient);
    useAuthModal.getState().openLogin();
  };

  const phone = me.data?.phone_number;
  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-md space-y-4 rounded-card border border-line bg-white p-5 sm:p-6">
      <h1 id={titleId} className="text-xl font-bold">
        {t('title')}
      </h1>
      <p className="text-sm text-muted">{phone ? t('text', { phone: maskPhone(phone) }) : t('textNoPhone')}</p>
      {needsPassword ? (
        <>
          <FormAlert message={needsPassword} />
          <button type="button" onClick={signInAgain} className={buttonClass('primary', 'min-h-12 w-full')}>
            {t('signInWithPassword')}
          </button>
        </>
      ) : otpKey ? (
        <DeviceCodeForm otpKey={otpKey} onNewKey={setOtpKey} />
      ) : (
        <>
          <FormAlert message={error} />
          <button type="button" onClick={send} disabled={sending} aria-busy={sending} className={buttonClass('primary', 'min-h-12 w-full')}>
            {t('send')}
          </button>
        </>
      )}
      <p className="text-xs text-muted">{t('remembered')}</p>
    </section>
  );
}

/** The five boxes for the code just sent, the 59 s countdown and the resends (the server's limits). */
function DeviceCodeForm({ otpKey, onNewKey }: { otpKey: string; onNewKey: (key: string) => void }) {
  const t = useTranslations('console.device');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const labelId = useId();
  const statusId = useId();
  const boxes = useRef<OtpInputHandle>(null);
  const [entry, update] = useReducer(otpEntryReducer, undefined, () => initialOtpEntry(Date.now()));
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const seconds = secondsUntilResend(entry, now);

  useEffect(() => {
    boxes.current?.focus(0);
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const submit = async () => {
    if (!canConfirm(entry) || busy) return;
    setBusy(true);
    setError(null);
    setCodeError(null);
    try {
      await confirmDevice(browserApi(), otpKey, otpCode(entry));
      // The console's own calls now answer: the gate shows the page.
      await queryClient.invalidateQueries({ queryKey: consoleKeys.all });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'invalid_code') {
        update({ type: 'failed', triesLeft: err.body?.tries_left, resendsLeft: err.body?.resends_left });
        setCodeError(err.message || t('invalidCode'));
      } else setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  useOtpAutoSubmit(entry, () => void submit());

  const resend = async () => {
    if (!canResend(entry, Date.now()) || busy) return;
    setBusy(true);
    setError(null);
    try {
      onNewKey((await resendCode(browserApi(), otpKey)).otp_key);
      update({ type: 'resent', now: Date.now() });
      boxes.current?.focus(0);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div>
        <p id={labelId} className="mb-2 text-sm font-medium">
          {t('codeLabel')}
        </p>
        <OtpInput
          ref={boxes}
          digits={entry.digits}
          invalid={entry.invalid}
          labelledBy={labelId}
          describedBy={codeError ? statusId : undefined}
          onFill={(index, digits) => update({ type: 'fill', index, digits })}
          onClear={(index) => update({ type: 'clear', index })}
          onRefused={() => setCodeError(t('digitsOnly'))}
        />
        {codeError && (
          <p id={statusId} role="alert" className={errorTextClass}>
            {codeError}
          </p>
        )}
      </div>
      <FormAlert message={error} />
      <p className="text-sm text-muted">
        {seconds > 0 ? (
          t('resendIn', { time: formatCountdown(seconds) })
        ) : entry.resends > 0 ? (
          <button type="button" onClick={resend} disabled={busy} className={linkButtonClass}>
            {t('resend')}
          </button>
        ) : null}
      </p>
      <button type="submit" disabled={!canConfirm(entry) || busy} aria-busy={busy} className={buttonClass('primary', 'min-h-12 w-full')}>
        {t('confirm')}
      </button>
    </form>
  );
}
