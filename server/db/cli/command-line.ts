import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/** Declared with this type (`const fail: Fail = cli.fail`), a call narrows like an assertion. */
export type Fail = (message: string) => never;

/**
 * The command line of an `npm run` command of this folder, read the same way by each: strict
 * (an unknown option is refused), `--help`/`-h` prints the usage and exits 0, and `fail` prints a
 * message with the usage and exits 1.
 */
export function commandLine<const O extends Options>(usage: string, options: O, { positionals = false } = {}) {
  const fail: Fail = (message) => {
    console.error(`${message}\n${usage}`);
    process.exit(1);
  };
  let parsed;
  try {
    parsed = parseArgs({ options, allowPositionals: positionals, strict: true, args: withoutHelp(process.argv.slice(2), usage) });
  } catch (err) {
    return fail((err as Error).message);
  }
  return { values: parsed.values, positionals: parsed.positionals, fail };
}

/** `--help` or `-h` anywhere: the usage, exit 0. */
function withoutHelp(args: string[], usage: string): string[] {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  return args;
}
