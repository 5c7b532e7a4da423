/** Types of production-rules.mjs (plain JavaScript, which scripts/start.mjs loads before Next). */
export declare const DEV_SWITCHES: {
  readonly DEV_SMS_OUTBOX: string;
  readonly DEV_PAYMENTS: string;
  readonly BENCH_PAGES: string;
};
type RawEnv = Record<string, string | undefined>;
export function devSwitchesOn(env: RawEnv): (keyof typeof DEV_SWITCHES)[];
export function productionRefusals(env: RawEnv): { variable: string; message: string }[];
export function allowedDevSwitches(env: RawEnv): (keyof typeof DEV_SWITCHES)[];
export function configLine(variable: string, message: string): string;
export function devSwitchesWarning(switches: string[]): string;
