import 'server-only';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Password hashing: argon2id at the OWASP / ASVS 5.0 minimum (m = 19 MiB, t = 2, p = 1).
 * The hash string carries its parameters, so raising them later keeps old hashes verifiable.
 */
const OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, which isolated modules cannot import)
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for an unknown phone: login answers
 * an unknown phone and a wrong password alike, in what it says and in how long it takes.
 */
export async function verifyNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('savat-no-such-account-0');
  await verifyPassword(await dummyHash, password);
  return false;
}

/**
 * ASVS 5.0 6.2.4: refuse the most common passwords. The zxcvbn-ts common list (about 49 000
 * leaked passwords, most frequent first, maintained with the package) is far past the 3 000
 * asked for. Compared case-insensitively: "Password1" is as guessable as "password1".
 */
let common: Set<string> | undefined;
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => String(p).toLowerCase()));
  return common.has(password.toLowerCase());
}
