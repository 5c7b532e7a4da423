import 'server-only';
import pg from 'pg';

/**
 * Catalog reads on a streaming replica, with the primary behind it (ADR 0024).
 *
 * `ReplicaRouter` is what drizzle's `read` database queries through. It sends a query to the
 * replica while the replica is known to be healthy and close behind the primary, and to the
 * primary otherwise:
 * - until its first check has answered (a process starts on the primary);
 * - while the replica is down: a connection error retries the query on the primary at once and
 *   keeps the replica out for `downForMs`;
 * - while it lags: every `checkEveryMs` (on the next query after, never on a timer) it compares
 *   the replica's replayed WAL with the primary's and, if behind, how old the last replayed
 *   transaction is; more than `maxLagMs` sends reads to the primary until a check finds it caught up;
 * - a server that is not in recovery (promoted, or the primary's own address by mistake) is no replica.
 *
 * It is a `pg.Pool` to drizzle (drizzle checks `instanceof Pool` to take a client for a
 * transaction): `connect()` answers a client of the primary, so a transaction never runs on the replica.
 */
export interface ReplicaOptions {
  checkEveryMs: number;
  maxLagMs: number;
  downForMs: number;
}

const REPLICA_DEFAULTS: ReplicaOptions = { checkEveryMs: 2_000, maxLagMs: 5_000, downForMs: 10_000 };

export type ReplicaState = 'unchecked' | 'ok' | 'lagging' | 'down' | 'not-a-replica';

/** Errors that say the replica (not the query) is the trouble: connection failures and server shutdowns. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
const SERVER_DOWN_STATES = new Set(['57P01', '57P02', '57P03', '57P04', '53300', '3D000']);
const CONNECTION_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended/i;

function errorCode(err: unknown): string {
  return typeof err === 'object' && err && 'code' in err && typeof err.code === 'string' ? err.code : '';
}

/** The replica cannot serve now (down, starting, shutting down, the database not there yet). */
export function isReplicaDown(err: unknown): boolean {
  const code = errorCode(err);
  return CONNECTION_CODES.has(code) || code.startsWith('08') || SERVER_DOWN_STATES.has(code) || (err instanceof Error && CONNECTION_MESSAGES.test(err.message));
}

/** A query the replica cancelled for a conflict with the WAL it replays (SQLSTATE 40001): the primary answers it. */
const isRecoveryConflict = (err: unknown) => errorCode(err) === '40001';

export class ReplicaRouter extends pg.Pool {
  private state: ReplicaState = 'unchecked';
  private downUntil = 0;
  private checkedAt = 0;
  private checking: Promise<ReplicaState> | undefined;
  private lagMs: number | null = null;
  private readonly settings: ReplicaOptions;
  /** Queries answered by each server (and how many of the primary's were retries), for tests and health. */
  readonly served = { replica: 0, primary: 0, retried: 0 };

  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: pg.Pool,
    options: Partial<ReplicaOptions> = {},
    private readonly log: (message: string) => void = () => {},
  ) {
    // The base pool is never used: every query and client goes to one of the two pools.
    super({ max: 1 });
    this.settings = { ...REPLICA_DEFAULTS, ...options };
  }

  /** What the router knows now: where catalog reads go and why. */
  status() {
    return { state: this.state, lagMs: this.lagMs, usingReplica: this.replicaUsable(false) };
  }

  private replicaUsable(checkIfDue = true): boolean {
    const now = Date.now();
    if (checkIfDue && now - this.checkedAt >= this.settings.checkEveryMs) void this.check();
    return this.state === 'ok' && now >= this.downUntil;
  }

  private markDown(err: unknown) {
    const was = this.state;
    this.state = 'down';
    this.downUntil = Date.now() + this.settings.downForMs;
    // Checked again once the time is up, before it is used.
    this.checkedAt = this.downUntil - this.settings.checkEveryMs;
    if (was !== 'down')
      this.log(`replica down, catalog reads go to the primary for ${this.settings.downForMs / 1000} s: ${err instanceof Error ? err.message : String(err)}`);
  }

  /** Asks both servers how far behind the replica is (one check at a time); answers the new state. */
  check(): Promise<ReplicaState> {
    this.checking ??= this.runCheck().finally(() => {
      this.checkedAt = Math.max(this.checkedAt, Date.now());
      this.checking = undefined;
    });
    return this.checking;
  }

  private async runCheck(): Promise<ReplicaState> {
    let primaryLsn: string;
    try {
      primaryLsn = (await this.primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn')).rows[0]!.lsn;
    } catch {
      // The primary does not answer: nothing to compare with; reads will fail there anyway.
      return this.state;
    }
    try {
      const { rows } = await this.replica.query<{ recovery: boolean; behind: string | null; since_ms: string | null }>(
        `SELECT pg_is_in_recovery() AS recovery,
                pg_wal_lsn_diff($1::pg_lsn, pg_last_wal_replay_lsn()) AS behind,
                extract(epoch FROM now() - pg_last_xact_replay_timestamp()) * 1000 AS since_ms`,
        [primaryLsn],
      );
      const row = rows[0]!;
      const was = this.state;
      if (!row.recovery) {
        this.state = 'not-a-replica';
        this.lagMs = null;
        if (was !== 'not-a-replica') this.log('DATABASE_REPLICA_URL is not a server in recovery (a primary?): catalog reads go to the primary');
        return this.state;
      }
      // Replayed all the primary had written when asked: no lag, however long ago the last write was.
      const behind = row.behind === null ? Infinity : Number(row.behind);
      this.lagMs = behind <= 0 ? 0 : row.since_ms === null ? Infinity : Math.max(0, Number(row.since_ms));
      this.state = this.lagMs > this.settings.maxLagMs ? 'lagging' : 'ok';
      if (this.state !== was && (this.state === 'lagging' || was === 'lagging' || was === 'down')) {
        this.log(
          this.state === 'ok' ? 'replica back: catalog reads go to it' : `replica ${Math.round(this.lagMs / 1000)} s behind: catalog reads go to the primary`,
        );
      }
      if (this.state === 'ok') this.downUntil = 0;
      return this.state;
    } catch (err) {
      this.markDown(err);
      return this.state;
    }
  }

  // drizzle calls query(config, values) and awaits it; the callback forms of pg are not used.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg.Pool's overloads
  override query(config: any, values?: any): any {
    if (!this.replicaUsable()) {
      this.served.primary++;
      return this.primary.query(config, values);
    }
    return this.replica.query(config, values).then(
      (result) => {
        this.served.replica++;
        return result;
      },
      (err: unknown) => {
        if (isReplicaDown(err)) this.markDown(err);
        else if (!isRecoveryConflict(err)) throw err;
        this.served.primary++;
        this.served.retried++;
        return this.primary.query(config, values);
      },
    );
  }

  /** A client for a transaction: always the primary's. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg.Pool's overloads
  override connect(): any {
    return this.primary.connect();
  }

  /** Closes the replica's pool (the primary's belongs to its handle). */
  override async end(): Promise<void> {
    await Promise.all([this.replica.end(), super.end()]);
  }
}
