import type { Actor } from './audit';

/** The audit actor of a command run on a server: the command line and the machine's user. */
export const cliActor = (machineUser: string): Actor => ({ label: `cli:${machineUser.replace(/[^\w.@-]/g, '_').slice(0, 60) || 'unknown'}` });
