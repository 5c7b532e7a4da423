/** Types of production-rules.mjs (plain JavaScript, which scripts/start.mjs loads before Next). */
type DevSwitch = 'DEV_SMS_OUTBOX' | 'DEV_PAYMENTS' | 'BENCH_PAGES';
type RawEnv = Record<string, string | undefined>;
export function productionRefusals(env: RawEnv): { variable: string; message: string }[];
export function allowedDevSwitches(env: RawEnv): DevSwitch[];
export function configLine(variable: string, message: string): string;
export function devSwitchesWarning(switches: string[]): string;
