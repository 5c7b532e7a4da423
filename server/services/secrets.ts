import 'server-only';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits as URL-safe text: refresh tokens, reset tokens, otp keys. */
export const randomToken = () => randomBytes(32).toString('base64url');

/**
 * SHA-256 for secrets that are already random and long (tokens): they cannot be guessed, so a
 * fast hash is enough to keep the database from holding anything usable.
 */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A one-time code from the CSPRNG: `length` digits, leading zeros kept. */
export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
