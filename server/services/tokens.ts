import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Tokens } from '@/lib/contract/account';
import type { Db, Queryable } from '../db/client';
import { refreshTokens, users } from '../db/schema';
import { env } from '../env';
import { ApiFailure } from '../http/errors';
import { text } from '../http/messages';
import { randomToken, sha256 } from './secrets';

/** The refresh token keeps the session for 30 days; an access token lives ACCESS_TOKEN_TTL_SECONDS (15 minutes). */
export const REFRESH_TTL_DAYS = 30;
const ISSUER = 'savat';

let secret: Uint8Array | undefined;

/**
 * The HS256 key: JWT_SECRET, or outside production a secret generated once and kept in
 * DATA_DIR/jwt-secret, so sessions survive a restart of a local server.
 */
function jwtKey(): Uint8Array {
  if (secret) return secret;
  const { JWT_SECRET, NODE_ENV, DATA_DIR } = env();
  let value = JWT_SECRET;
  if (!value) {
    // server/env.ts refuses a production server without it; this guards what runs outside one.
    if (NODE_ENV === 'production') throw new Error('JWT_SECRET must be set in production (32 characters or more)');
    const file = path.resolve(DATA_DIR, 'jwt-secret');
    try {
      value = fs.readFileSync(file, 'utf8').trim();
    } catch {
      value = randomToken();
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, value, { mode: 0o600 });
    }
  }
  secret = new TextEncoder().encode(value);
  return secret;
}

/**
 * A keyed hash for short secrets (one-time codes): 100 000 codes are nothing to try against a
 * plain hash, but without the server's key a copy of the database does not give them away.
 */
export function keyedHash(value: string): string {
  return createHmac('sha256', jwtKey()).update(value).digest('hex');
}

/** How a session began (ADR 0025): only a password session may add the staff's SMS second factor. */
export type SignInMethod = 'password' | 'code';

/** The session an access token belongs to, as its family's rows say now. */
export interface Session {
  /** The refresh token family. */
  id: string;
  signedInWith: SignInMethod;
  /** The staff's second factor was passed (a new device's code, or a remembered device). */
  secondFactor: boolean;
}

export interface Caller {
  userId: number;
  session: Session;
}

/**
 * An access token names its session (`sid`, the refresh token family), so that ending the session
 * (logout, a replayed refresh token, a password reset) ends its access tokens at once too, not
 * at their expiry.
 */
async function issueAccessToken(userId: number, session: string): Promise<string> {
  return new SignJWT({ typ: 'access', sid: session })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${env().ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(jwtKey());
}

/**
 * The user and session of a valid access token, or null: expired, forged, another algorithm,
 * garbage, or its session ended. The session check is one indexed read; a session lives while any
 * token of its family is unrevoked, and every row of a family carries the session's facts.
 */
export async function verifyAccessToken(db: Db, token: string): Promise<Caller | null> {
  let userId: number;
  let session: string;
  try {
    const { payload } = await jwtVerify(token, jwtKey(), { algorithms: ['HS256'], issuer: ISSUER });
    if (payload.typ !== 'access' || !payload.sub || !/^\d+$/.test(payload.sub) || typeof payload.sid !== 'string') return null;
    userId = Number(payload.sub);
    session = payload.sid;
  } catch {
    return null;
  }
  const [live] = await db
    .select({ signedInWith: refreshTokens.signedInWith, secondFactorAt: refreshTokens.secondFactorAt })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, session), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .limit(1);
  return live ? { userId, session: { id: session, signedInWith: live.signedInWith, secondFactor: live.secondFactorAt !== null } } : null;
}

interface NewToken {
  userId: number;
  familyId: string;
  signedInWith: SignInMethod;
  secondFactorAt: Date | null;
}

async function newRefreshToken(db: Queryable, t: NewToken): Promise<{ token: string; id: number }> {
  const token = randomToken();
  const [row] = await db
    .insert(refreshTokens)
    .values({ ...t, tokenHash: sha256(token), expiresAt: sql`now() + make_interval(days => ${REFRESH_TTL_DAYS})` })
    .returning({ id: refreshTokens.id });
  return { token, id: row!.id };
}

/** A new session (a sign-in): a new token family. */
export async function startSession(db: Db, userId: number, how: { signedInWith: SignInMethod; secondFactor: boolean }): Promise<Tokens> {
  const session = randomToken();
  const refresh = await newRefreshToken(db, {
    userId,
    familyId: session,
    signedInWith: how.signedInWith,
    secondFactorAt: how.secondFactor ? new Date() : null,
  });
  return { access_token: await issueAccessToken(userId, session), refresh_token: refresh.token };
}

/**
 * The successor pair of a rotation, sealed (AES-256-GCM) with a key derived from the token it
 * replaced: the grace window answers it again to whoever still holds that token, and the database
 * alone cannot open it. The key is an HMAC of the token, never its stored SHA-256.
 */
function sealKey(token: string): Buffer {
  return createHmac('sha256', token).update('savat:refresh-successor').digest();
}

function seal(token: string, pair: Tokens): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(token), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

function unseal(token: string, sealed: string): Tokens | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealKey(token), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const pair = JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as Tokens;
    return typeof pair.access_token === 'string' && typeof pair.refresh_token === 'string' ? pair : null;
  } catch {
    return null;
  }
}

/**
 * Trades a refresh token for a new pair. The row is locked, marked used and replaced in one
 * transaction. Presented again (ADR 0005):
 * - within REFRESH_GRACE_SECONDS of its rotation, while its successor is still unused: the same
 *   successor pair again, and the session lives. Clients without a single-flight refresh (two
 *   requests of one page both answered 401, two tabs) do this, and must not be logged out for it;
 * - later, or once the successor itself was used: theft (a replay by whoever copied it, or by the
 *   owner after the thief refreshed). The whole family is revoked, ending both sessions.
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<Tokens> {
  const grace = env().REFRESH_GRACE_SECONDS;
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        token: refreshTokens,
        // PostgreSQL's clock decides, as for the expiry: one clock for every instance.
        withinGrace: sql<boolean>`coalesce(${refreshTokens.usedAt} > now() - make_interval(secs => ${grace}), false)`,
        expired: sql<boolean>`${refreshTokens.expiresAt} <= now()`,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(token)))
      .for('update', { of: refreshTokens });
    if (!row) return { error: true as const };
    const current = row.token;
    const revokeFamily = () =>
      tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.familyId, current.familyId), isNull(refreshTokens.revokedAt)));
    // A blocked account gets no new pair, and says why: 401 as for any ended session, so
    // that the clients drop their tokens (lib/api/browser.ts), with the block's own message.
    const [owner] = await tx.select({ blockedAt: users.blockedAt }).from(users).where(eq(users.id, current.userId));
    if (owner?.blockedAt) return { blocked: true as const };
    if (current.revokedAt) return { error: true as const };
    if (current.usedAt) {
      if (row.withinGrace && current.successorId !== null && current.successorSealed !== null) {
        const [successor] = await tx.select().from(refreshTokens).where(eq(refreshTokens.id, current.successorId)).for('update');
        const again = successor && !successor.usedAt && !successor.revokedAt ? unseal(token, current.successorSealed) : null;
        if (again) return { pair: again };
      }
      await revokeFamily();
      return { error: true as const };
    }
    if (row.expired) return { error: true as const };
    const next = await newRefreshToken(tx, {
      userId: current.userId,
      familyId: current.familyId,
      signedInWith: current.signedInWith,
      secondFactorAt: current.secondFactorAt,
    });
    const pair = { access_token: await issueAccessToken(current.userId, current.familyId), refresh_token: next.token };
    await tx
      .update(refreshTokens)
      .set({ usedAt: sql`now()`, successorId: next.id, successorSealed: seal(token, pair) })
      .where(eq(refreshTokens.id, current.id));
    return { pair };
  });
  // Outside the transaction, so that a revoked family stays revoked.
  if ('error' in outcome) throw new ApiFailure('unauthorized');
  if ('blocked' in outcome) throw new ApiFailure('unauthorized', { message: text('failures.accountBlocked') });
  return outcome.pair;
}

/** Logout: the session's family ends. Unknown tokens are ignored (logging out twice is fine). */
export async function revokeRefreshToken(db: Db, token: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  if (row) await revokeSession(db, row.familyId);
}

/** Ends one session (a family), e.g. the one an access token names. */
export async function revokeSession(db: Queryable, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** The staff's second factor passed for a session: every row of the family says so from now on. */
export async function markSecondFactor(db: Queryable, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ secondFactorAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** A password changed in the profile ends every session of the account but the caller's own. */
export async function revokeOtherSessions(db: Queryable, userId: number, keepFamilyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), ne(refreshTokens.familyId, keepFamilyId)));
}

/** A password reset ends every session of the account. */
export async function revokeAllSessions(db: Queryable, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
