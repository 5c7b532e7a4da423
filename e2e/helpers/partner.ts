import http from 'node:http';

/**
 * A second origin for the journeys of ADR 0019: a partner's page on another port of 127.0.0.1,
 * which the e2e server lists in CORS_ORIGINS (playwright.config.ts). A third port is not listed.
 */
export const PARTNER_PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
export const STRANGER_PORT = PARTNER_PORT + 1;

/** Serves one static HTML page on a port of 127.0.0.1 until `close` is called. */
export async function servePage(port: number, html: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(html);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
