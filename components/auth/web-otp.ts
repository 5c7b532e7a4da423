/**
 * The WebOTP API (Chrome on Android): the browser offers the code of an incoming SMS that ends
 * with "@host #code". Where it is missing, nothing happens and the shopper types the code.
 * Answers a function that stops listening (the code screen calls it when it goes away).
 */
export function listenForSmsCode(onCode: (code: string) => void): () => void {
  if (typeof window === 'undefined' || !('OTPCredential' in window) || !navigator.credentials) return () => {};
  const controller = new AbortController();
  navigator.credentials
    .get({ otp: { transport: ['sms'] }, signal: controller.signal } as CredentialRequestOptions)
    .then((credential) => {
      const code = (credential as { code?: string } | null)?.code;
      if (code) onCode(code);
    })
    // Aborted, refused by the shopper or timed out: typing still works.
    .catch(() => {});
  return () => controller.abort();
}
