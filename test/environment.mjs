// @ts-check
import { PerformanceObserver } from 'node:perf_hooks';
import { TestEnvironment } from 'jest-environment-node';

/**
 * Jest's node environment, which also ends what a file started on the worker process itself when
 * the file ends, as a server process's exit would.
 *
 * prom-client's default metrics (lib/observe/metrics.mjs) watch garbage collection with a
 * PerformanceObserver, and perf_hooks is the worker's own module, not the file's. A server starts
 * one. A worker runs dozens of files: every file that loaded the app started one more that nothing
 * stopped, and it held that file's whole module graph (about 30 MB) for the rest of the worker's
 * life. It was also called at every collection, so each file made the next ones slower.
 */

/** The observers started by the file that runs now (a worker runs one file at a time). */
const started = new Set();
const observe = PerformanceObserver.prototype.observe;
PerformanceObserver.prototype.observe = function observeAndRemember(...args) {
  started.add(this);
  return observe.apply(this, args);
};

export default class SavatEnvironment extends TestEnvironment {
  async teardown() {
    for (const observer of started) observer.disconnect();
    started.clear();
    await super.teardown();
  }
}
