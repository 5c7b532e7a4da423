'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { forwardRef, useImperativeHandle, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH, otpDigitsFromPaste } from '@/lib/domain/otp';
import { nextOtpIndex } from '@/lib/domain/otp-entry';

export interface OtpInputHandle {
  focus: (index?: number) => void;
}

/**
 * Five one-digit boxes: digits only, the focus moves on after a digit and back on Backspace, a
 * pasted or autofilled code fills them (a paste with anything but digits is refused).
 */
export const OtpInput = forwardRef<
  OtpInputHandle,
  {
    digits: string[];
    invalid: boolean;
    labelledBy: string;
    describedBy?: string;
    onFill: (index: number, digits: string[]) => void;
    onClear: (index: number) => void;
    onRefused: () => void;
  }
>(function OtpInput({ digits, invalid, labelledBy, describedBy, onFill, onClear, onRefused }, ref) {
  const t = useTranslations('auth');
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };
  useImperativeHandle(ref, () => ({ focus: (index = 0) => focusBox(index) }));

  const fill = (index: number, list: string[]) => {
    // A whole code goes in from the first box, wherever it was pasted.
    const start = list.length >= OTP_LENGTH ? 0 : index;
    onFill(start, list);
    focusBox(nextOtpIndex(start, list.length));
  };

  const change = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    if (!raw) return onClear(index);
    if (!typed) return onRefused();
    const before = digits[index];
    // One more digit in a full box (the caret was not on it): keep the new one.
    if (typed.length === 2 && before && typed.includes(before)) return fill(index, [typed[0] === before ? typed[1] : typed[0]]);
    fill(index, typed.split(''));
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      onClear(index - 1);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const paste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const list = otpDigitsFromPaste(event.clipboardData.getData('text'));
    if (!list || !list.length) return onRefused();
    fill(index, list);
  };

  return (
    <div role="group" aria-labelledby={labelledBy} className="flex justify-between gap-2">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          // The browser's SMS autofill targets the first box and gives the whole code.
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('digitLabel', { n: index + 1, total: OTP_LENGTH })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => change(index, event.target.value)}
          onKeyDown={(event) => keyDown(index, event)}
          onPaste={(event) => paste(index, event)}
          data-autofocus={index === 0 ? '' : undefined}
          className={clsx(
            'h-14 w-full min-w-0 max-w-14 rounded-control border-2 bg-surface text-center text-2xl font-bold tabular-nums outline-none transition-colors focus:ring-2',
            invalid ? 'border-red-600 text-red-700 focus:ring-red-600/20' : 'border-line focus:border-brand-600 focus:ring-brand-600/20',
          )}
        />
      ))}
    </div>
  );
});
