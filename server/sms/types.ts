export interface SmsMessage {
  /** E.164, e.g. +998901234567. */
  phoneNumber: string;
  text: string;
  /** The one-time code inside the text, kept by the outbox so the dev endpoint can show it. */
  code?: string;
}

/** One interface for every way a text reaches a phone. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}
