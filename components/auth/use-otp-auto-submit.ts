'use client';

import { useEffect, useRef } from 'react';
import { shouldAutoSubmit, type OtpEntry } from '@/lib/domain/otp-entry';

/**
 * The fifth digit sends the code (typed, pasted or read from the SMS): once per change of the
 * boxes, never a refused code as it is (it must be edited first).
 */
export function useOtpAutoSubmit(entry: OtpEntry, submit: () => void) {
  const sentDigits = useRef<string[] | null>(null);
  useEffect(() => {
    if (!shouldAutoSubmit(entry) || sentDigits.current === entry.digits) return;
    sentDigits.current = entry.digits;
    submit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new set of digits sends
  }, [entry.digits]);
}
