/**
 * What `@/server/app` is for the attack suite in remote mode (jest.attack.config.mjs maps it here
 * when ATTACK_BASE_URL is set): the real module — its limits (JSON_BODY_LIMIT...) and its OpenAPI
 * document, the contract the cluster's build was made from — except that `app.request` sends the
 * request to the cluster (test/remote.ts) rather than into this process.
 */
import path from 'node:path';
import { remoteRequest } from './remote';

type AppModule = typeof import('../server/app');

// By its absolute path, at run time: next/jest's compiler rewrites every static import of the
// module to the relative path that the mapping sends here, this file's own included.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const real: AppModule = require(path.join(__dirname, '..', 'server', 'app'));

export const JSON_BODY_LIMIT = real.JSON_BODY_LIMIT;
export const UPLOAD_BODY_LIMIT = real.UPLOAD_BODY_LIMIT;

export const app: AppModule['app'] = new Proxy(real.app, {
  get(target, key, receiver) {
    if (key === 'request') return remoteRequest;
    return Reflect.get(target, key, receiver);
  },
});

// Every export of server/app.ts is here too (tsc says which one is missing when it gains one).
export const everyExport: Record<keyof AppModule, unknown> = { JSON_BODY_LIMIT, UPLOAD_BODY_LIMIT, app };
