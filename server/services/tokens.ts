import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Tokens } from '@/lib/contract/account';
import type { Db, Queryable } from '../db/client';
import { refreshTokens, users } from '../db/schema';
import { env } from '../env';
import { ApiFailure } from '../http/errors';
import { text } from '../http/messages';
import { randomToken, sha256 } from './secrets';

/** Access tokens live a quarter of an hour; the refresh token keeps the session for 30 days. */
export const ACCESS_TTL_SECONDS = 15 * 60;
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

/**
 * An access token names its session (`sid`, the refresh token family), so that ending the session
 * (logout, a replayed refresh token, a password reset) ends its access tokens at once too, not
 * 15 minutes later.
 */
async function issueAccessToken(userId: number, session: string): Promise<string> {
  return new SignJWT({ typ: 'access', sid: session })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TTL_SECONDS}s`)
    .sign(jwtKey());
}

/**
 * The user id of a valid access token, or null: expired, forged, another algorithm, garbage, or
 * its session ended. The session check is one indexed read; a session lives while any token of
 * its family is unrevoked.
 */
export async function verifyAccessToken(db: Db, token: string): Promise<number | null> {
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
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, session), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .limit(1);
  return live ? userId : null;
}

async function newRefreshToken(db: Queryable, userId: number, familyId: string): Promise<string> {
  const token = randomToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: sha256(token),
    expiresAt: sql`now() + make_interval(days => ${REFRESH_TTL_DAYS})`,
  });
  return token;
}

/** A new session (login): a new token family. */
export async function startSession(db: Db, userId: number): Promise<Tokens> {
  const session = randomToken();
  const refresh = await newRefreshToken(db, userId, session);
  return { access_token: await issueAccessToken(userId, session), refresh_token: refresh };
}

/**
 * Trades a refresh token for a new pair. Each token works once: the row is locked, marked used
 * and replaced in one transaction. A token presented again (stolen and replayed, or replayed by
 * the thief after the owner refreshed) revokes its whole family, ending both sessions.
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<Tokens> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(token))).for('update');
    if (!row) return { error: true as const };
    // A blocked account (issue 18) gets no new pair, and says why: 401 as for any ended session, so
    // that the clients drop their tokens (lib/api/browser.ts), with the block's own message.
    const [owner] = await tx.select({ blockedAt: users.blockedAt }).from(users).where(eq(users.id, row.userId));
    if (owner?.blockedAt) return { blocked: true as const };
    if (row.usedAt || row.revokedAt) {
      await tx.update(refreshTokens).set({ revokedAt: sql`now()` }).where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { error: true as const };
    }
    if (row.expiresAt.getTime() <= Date.now()) return { error: true as const };
    await tx.update(refreshTokens).set({ usedAt: sql`now()` }).where(eq(refreshTokens.id, row.id));
    const refresh = await newRefreshToken(tx, row.userId, row.familyId);
    return { userId: row.userId, session: row.familyId, refresh };
  });
  // Outside the transaction, so that a revoked family stays revoked.
  if ('error' in outcome) throw new ApiFailure('unauthorized');
  if ('blocked' in outcome) throw new ApiFailure('unauthorized', { message: text('failures.accountBlocked') });
  return { access_token: await issueAccessToken(outcome.userId, outcome.session), refresh_token: outcome.refresh };
}

/** Logout: the session's family ends. Unknown tokens are ignored (logging out twice is fine). */
export async function revokeRefreshToken(db: Db, token: string): Promise<void> {
  const [row] = await db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(token)));
  if (row) await db.update(refreshTokens).set({ revokedAt: sql`now()` }).where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
}

/** A password reset ends every session of the account. */
export async function revokeAllSessions(db: Queryable, userId: number): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: sql`now()` }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
