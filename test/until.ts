/**
 * Looks at `check` every 20 ms until it holds or 2 s have passed, and answers it once more: a test
 * waits for a condition this way, then asserts on what it found, instead of sleeping a fixed time.
 */
export async function until(check: () => boolean | Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
  return check();
}
