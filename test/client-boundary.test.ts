import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every export of a 'use client' module reaches a server component as a client reference: a
 * component renders, but a function called on the server throws ("Attempted to call X() from the
 * server but X is on the client") and a constant is an opaque reference. That was the 500 of every
 * filtered list left empty (launch issue, section 5): the empty state called `clearedHref()` of the
 * filter form's module. Plain rules live in lib/domain; this fails when a module without the
 * directive imports a value that is not a component (a function, a hook, a constant) from one
 * with it. Modules without the directive that only client modules import are client code in
 * practice; none does this today, and such a module can say 'use client' itself.
 */

const ROOT = path.resolve(__dirname, '..');
const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && !/\.test\.tsx?$/.test(f) && !f.startsWith('e2e/') && !f.startsWith('bench/') && !f.startsWith('test/'));

const source = new Map(files.map((f) => [f, readFileSync(path.join(ROOT, f), 'utf8')]));

/** The directive is the first statement: only comments and blank lines may come before it. */
function isClientModule(text: string): boolean {
  const body = text.replace(/^(?:\s+|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/, '');
  return /^(['"])use client\1/.test(body);
}

/** A component's name: PascalCase with a lower-case letter (not an UPPER_CASE constant). */
const isComponentName = (name: string) => /^[A-Z]/.test(name) && /[a-z]/.test(name);

function valueExports(text: string): string[] {
  const names = [...text.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([A-Za-z_$][\w$]*)/gm)].map((m) => m[1]!);
  for (const m of text.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const part of m[1]!.split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.push(
        spec
          .split(/\s+as\s+/)
          .pop()!
          .trim(),
      );
    }
  }
  return names;
}

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) => source.has(candidate));
}

/** The value names an import statement takes (type-only imports and specifiers left out). */
function importedValues(clause: string): string[] {
  if (/^type\s/.test(clause)) return [];
  const named = clause.match(/\{([^}]*)\}/)?.[1] ?? '';
  return named
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && !s.startsWith('type '))
    .map((s) => s.split(/\s+as\s+/)[0]!.trim());
}

describe('the client boundary', () => {
  it('finds the directive only as the first statement', () => {
    expect(isClientModule("'use client';\nexport const a = 1;")).toBe(true);
    expect(isClientModule('// a note\n/* more */\n"use client";\n')).toBe(true);
    expect(isClientModule("import x from 'y';\n'use client';")).toBe(false);
  });

  it('no server-side module imports a function, hook or constant from a client module', () => {
    const problems: string[] = [];
    for (const [file, text] of source) {
      if (isClientModule(text)) continue;
      for (const m of text.matchAll(/^import\s+([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/gm)) {
        const target = resolveImport(file, m[2]!);
        if (!target || !isClientModule(source.get(target)!)) continue;
        const exported = new Set(valueExports(source.get(target)!).filter((n) => !isComponentName(n)));
        for (const name of importedValues(m[1]!)) if (exported.has(name)) problems.push(`${file} imports ${name} from the client module ${target}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
