/**
 * What the server starts beside serving requests (Next calls `register` once per server process):
 * the Node.js runtime's part is in instrumentation-node.ts. The condition is written as Next
 * documents it, so that the edge bundle leaves the database modules out.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    await import('./instrumentation-node');
  }
}
