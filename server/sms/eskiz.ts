import 'server-only';
import type { SmsMessage, SmsProvider } from './types';

export interface EskizConfig {
  baseUrl: string;
  email: string;
  password: string;
  /** Sender id; 4546 is Eskiz's test sender. */
  from: string;
  fetch?: typeof fetch;
}

/**
 * Eskiz (notify.eskiz.uz), the SMS gateway most Uzbek services use. It logs in with e-mail and
 * password for a bearer token (valid about 30 days), refreshes it when a send answers 401, and
 * logs in again when the refresh fails. Numbers go without the plus: 998901234567.
 */
export class EskizSms implements SmsProvider {
  readonly name = 'eskiz';
  private token: string | undefined;
  private loggingIn: Promise<string> | undefined;
  private readonly fetch: typeof fetch;

  constructor(private readonly config: EskizConfig) {
    this.fetch = config.fetch ?? fetch;
  }

  private url(path: string) {
    return new URL(path, this.config.baseUrl).toString();
  }

  private login(): Promise<string> {
    this.loggingIn ??= (async () => {
      const body = new URLSearchParams({ email: this.config.email, password: this.config.password });
      const res = await this.fetch(this.url('/api/auth/login'), { method: 'POST', body });
      if (!res.ok) throw new Error(`Eskiz login failed: HTTP ${res.status}`);
      const json = (await res.json()) as { data?: { token?: string } };
      if (!json.data?.token) throw new Error('Eskiz login answered without a token');
      this.token = json.data.token;
      return this.token;
    })().finally(() => {
      this.loggingIn = undefined;
    });
    return this.loggingIn;
  }

  private async refresh(): Promise<string> {
    const res = await this.fetch(this.url('/api/auth/refresh'), { method: 'PATCH', headers: { Authorization: `Bearer ${this.token}` } });
    if (!res.ok) return this.login();
    const json = (await res.json()) as { data?: { token?: string } };
    if (!json.data?.token) return this.login();
    this.token = json.data.token;
    return this.token;
  }

  private post(token: string, message: SmsMessage) {
    // URL-encoded rather than multipart: multipart turns the text's line breaks into CRLF.
    const body = new URLSearchParams({ mobile_phone: message.phoneNumber.replace(/^\+/, ''), message: message.text, from: this.config.from });
    return this.fetch(this.url('/api/message/sms/send'), { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body });
  }

  async send(message: SmsMessage): Promise<void> {
    let res = await this.post(this.token ?? (await this.login()), message);
    if (res.status === 401) res = await this.post(await this.refresh(), message);
    if (!res.ok) throw new Error(`Eskiz send failed: HTTP ${res.status}`);
  }
}
