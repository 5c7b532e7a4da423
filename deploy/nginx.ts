/**
 * The load balancer's configuration (ADR 0021): nginx from Debian's packages in front of
 * N `next start` instances on loopback ports. Written for one machine here; on several machines
 * only the upstream's addresses change.
 */
import { existsSync } from 'node:fs';
import { API_CONTENT_SECURITY_POLICY, REFERRER_POLICY } from '../lib/http/security-headers';

export interface NginxOptions {
  /** Where nginx keeps its pid, logs and temporary files (its -p prefix). */
  prefix: string;
  /** The project's folder: static files are served from its build. */
  root: string;
  /** The build folder (`.next`). */
  distDir: string;
  listenPort: number;
  instancePorts: number[];
  /**
   * Clients whose X-Forwarded-For is believed (nginx's real_ip module): a request from one of these
   * addresses counts as coming from the rightmost address of its X-Forwarded-For, so the API's
   * per-address rate limits see that address. Off (empty) by default: any client could then claim
   * any address. Right behind a load balancer or CDN of your own (its addresses here); the attack
   * suite's cluster (`npm run test:attack:cluster`) trusts 127.0.0.1 so that its requests, which
   * each claim an address of their own, keep their own limits — only acceptable for a test cluster.
   */
  trustForwardedFrom?: string[];
}

const BROTLI = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

/** What is worth compressing: text. Pictures (WebP, PNG, JPEG) already are. */
const COMPRESSIBLE =
  'text/plain text/css text/xml application/xml application/javascript text/javascript application/json application/manifest+json image/svg+xml text/x-component application/rss+xml';

/** The shopper's cancel (`GET /store/order/canceled/{id}/`), a GET that must never be retried elsewhere. */
export const CANCEL_PATH = '/api/v1/store/order/canceled/';

/** The orders boards' event streams (ADR 0028): long-lived answers written as events happen. */
export const BOARD_EVENTS_PATH = '/api/v1/console/orders/events';

export const brotliAvailable = () => existsSync(BROTLI);

/**
 * How long nginx leaves an instance alone after it failed (then tries it again with a real
 * request). A rolling restart waits longer than this after each instance is back before it stops
 * the next: were every instance marked failed at once, nginx would answer 502 "no live upstreams".
 */
export const FAIL_TIMEOUT_S = 2;

/** The real_ip lines of `trustForwardedFrom` (nothing when it is empty: the default). */
function trusted(from: string[] = []): string {
  if (!from.length) return '';
  return `    # trustForwardedFrom: these clients' X-Forwarded-For is believed (never for the public's addresses).
${from.map((a) => `    set_real_ip_from ${a};`).join('\n')}
    real_ip_header X-Forwarded-For;
    real_ip_recursive on;
`;
}

/**
 * What nginx answers itself when it refuses a request before any instance sees it (a %00 in the
 * path, a header line over its buffers, a body over client_max_body_size, a path too long): the
 * API's error envelope with the API's security headers, as an instance would answer, never nginx's
 * HTML page. Found by the attack suite run against the cluster (`npm run test:attack:cluster`).
 */
function refusal(name: string, status: number, code: string, message: string): string {
  const body = JSON.stringify({ ok: false, error: { code, message } });
  // A URI, not a named location: a request refused for its URI has none to carry to one.
  return `    location = /_refused/${name} {
      internal;
      default_type "application/json; charset=utf-8";
      add_header X-Content-Type-Options nosniff always;
      add_header Referrer-Policy "${REFERRER_POLICY}" always;
      add_header Content-Security-Policy "${API_CONTENT_SECURITY_POLICY}" always;
      add_header Cache-Control no-store always;
      add_header X-Request-Id $request_id always;
      return ${status} '${body}';
    }`;
}

/**
 * The instances' metrics (ADR 0026) are never served through the proxy: an instance answers
 * `/metrics` to any caller on its own machine, and every request nginx passes on comes from
 * loopback. Prometheus scrapes the instances directly (`npm run cluster -- up --metrics`).
 */
function noMetrics(): string {
  const body = JSON.stringify({ ok: false, error: { code: 'not_found', message: 'Topilmadi' } });
  return `    location = /metrics {
      default_type "application/json; charset=utf-8";
      add_header X-Content-Type-Options nosniff always;
      add_header Cache-Control no-store always;
      add_header X-Request-Id $request_id always;
      return 404 '${body}';
    }`;
}

export function nginxConfig(o: NginxOptions): string {
  const brotli = brotliAvailable();
  return `# Written by deploy/cluster.ts: edit that file, not this one.
${brotli ? `load_module ${BROTLI};` : '# brotli: Debian package libnginx-mod-http-brotli-filter not installed'}
# One worker: on a small machine the cores are the instances' (2 cores here).
worker_processes 1;
user root;
pid ${o.prefix}/nginx.pid;
error_log ${o.prefix}/logs/nginx-error.log warn;
events { worker_connections 8192; }

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  # The largest body the API takes (a new product with five 5 MB photos, server/routes/console-products.ts) and a little more: the API answers its own 413s.
  client_max_body_size 26m;
  client_body_temp_path ${o.prefix}/tmp/body;
  proxy_temp_path ${o.prefix}/tmp/proxy;
  fastcgi_temp_path ${o.prefix}/tmp/fastcgi;
  uwsgi_temp_path ${o.prefix}/tmp/uwsgi;
  scgi_temp_path ${o.prefix}/tmp/scgi;

  # Which instance answered each request, for the benchmark's share per instance (its first
  # field), and the request id the instance logged it under (ADR 0026).
  log_format upstreams '$upstream_addr $status $request_method $request_time $request_id';
  access_log ${o.prefix}/logs/access.log upstreams buffer=256k flush=1s;

  # Compression here, not in Node (next.config.mjs: compress off behind the proxy): gzip in Node
  # bounded cached pages at 0.47x the static page (docs/benchmarks/2026-11-24.md).
  gzip on;
  gzip_comp_level 5;
  gzip_min_length 1024;
  gzip_proxied any;
  gzip_vary on;
  gzip_types ${COMPRESSIBLE};
${brotli ? `  brotli on;\n  brotli_comp_level 4;\n  brotli_min_length 1024;\n  brotli_types ${COMPRESSIBLE};\n` : ''}
  upstream savat {
    # A failed instance is left alone for ${FAIL_TIMEOUT_S} s, then tried again.
${o.instancePorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=${FAIL_TIMEOUT_S}s;`).join('\n')}
    # Connections kept open to the instances: shorter than Node's keepAliveTimeout (65 s), so
    # nginx never sends on a connection the instance is closing.
    keepalive 64;
    keepalive_timeout 60s;
    keepalive_requests 10000;
  }

  server {
    listen 127.0.0.1:${o.listenPort} backlog=4096;
${trusted(o.trustForwardedFrom)}
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    # Appended: the API reads the rightmost entry as the client's address (server/http/auth.ts).
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    # A request id per request, made here (32 hex digits; a client's own is replaced): the instance
    # logs every line of the request under it and answers it back (ADR 0026).
    proxy_set_header X-Request-Id $request_id;
    proxy_connect_timeout 2s;
    proxy_read_timeout 60s;
    # An instance that dies or refuses (killed, restarting) is skipped and the request is sent to
    # another: always for GET and HEAD (but the cancel, below); a POST only when it never reached
    # the dead instance (nginx retries a non-idempotent request only if nothing was sent), so an
    # order is never placed twice.
    proxy_next_upstream error timeout http_502 http_503 http_504;
    proxy_next_upstream_tries 3;
    proxy_next_upstream_timeout 10s;

    # Header lines up to 16 kB, as Node's own limit (its maxHeaderSize): nginx's default (8 kB)
    # refused a long Authorization header that the API answers 401.
    large_client_header_buffers 4 16k;
    # nginx's own refusals in the API's envelope (494: a header over the buffers).
    error_page 400 494 = /_refused/bad-request;
    error_page 413 = /_refused/too-large;
    error_page 414 = /_refused/uri-too-long;
${refusal('bad-request', 400, 'validation_error', 'Soʻrov notoʻgʻri')}
${refusal('too-large', 413, 'payload_too_large', 'Soʻrov juda katta')}
${refusal('uri-too-long', 414, 'validation_error', 'Manzil juda uzun')}
${noMetrics()}

    # The build's scripts and styles: named by their content, served from disk, cached for ever.
    location /_next/static/ {
      alias ${o.distDir}/static/;
      add_header Cache-Control "public, max-age=31536000, immutable";
      add_header X-Content-Type-Options nosniff;
      add_header X-Request-Id $request_id;
      access_log off;
    }

    # The contract's cancel is a GET that changes an order (${CANCEL_PATH}{id}/). Were the
    # instance to fail after cancelling, a retry on another would cancel a second time: nginx
    # retries a GET on another instance by default, so never here. A failure answers 502 and the
    # shopper asks again; a repeated cancel of their own order answers it, changing nothing.
    location ^~ ${CANCEL_PATH} {
      proxy_pass http://savat;
      proxy_next_upstream off;
      proxy_hide_header X-Request-Id;
      add_header X-Request-Id $request_id always;
    }

    # The boards' event streams (ADR 0028): each event passed on as it comes (no buffering, no
    # compression, which would hold it back), kept open past the usual read timeout (a heartbeat
    # comes every 20 s; an hour bounds a stream nginx no longer hears from). An instance that stops
    # ends its streams and answers 503 to new ones: the retry goes to another instance.
    location ^~ ${BOARD_EVENTS_PATH} {
      proxy_pass http://savat;
      proxy_buffering off;
      proxy_cache off;
      gzip off;
${brotli ? '      brotli off;\n' : ''}      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
      proxy_hide_header X-Request-Id;
      add_header X-Request-Id $request_id always;
    }

    location / {
      proxy_pass http://savat;
      # The id on every answer, nginx's own (a 502 when no instance answers) included: the
      # instance's copy is the same value, sent once.
      proxy_hide_header X-Request-Id;
      add_header X-Request-Id $request_id always;
    }
  }
}
`;
}
