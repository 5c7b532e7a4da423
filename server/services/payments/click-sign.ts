import 'server-only';
import { createHash } from 'node:crypto';
import { clickSignSource, type ClickSignedFields } from '@/lib/domain/click';
import { sameHash } from '../secrets';

type Signed = ClickSignedFields & { merchant_prepare_id?: string };

/** Click's `sign_string` for these fields: md5 in lowercase hex (the development stand-in signs with it too). */
export function clickSignature(fields: Signed, secretKey: string): string {
  return createHash('md5').update(clickSignSource(fields, secretKey), 'utf8').digest('hex');
}

/**
 * Whether Click signed these fields with our key. Compared in constant time, so an attacker cannot
 * find the signature byte by byte from how fast we refuse; Click's hex may come in either case.
 */
export function clickSignatureValid(fields: Signed & { sign_string: string }, secretKey: string): boolean {
  return sameHash(clickSignature(fields, secretKey), fields.sign_string.toLowerCase());
}
