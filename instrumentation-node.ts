import { beforeShutdown, getDb } from './server/bootstrap';
import { env } from './server/env';
import { startServerJobs, stopServerJobs } from './server/jobs/jobs';

/**
 * The background jobs (ADR 0023): the payment time-out (issue 19) and the cleanups, on every
 * instance, each run by one instance at a time. Not while building: the build's workers only
 * prerender pages. JOBS=off leaves them out.
 */
if (process.env.NEXT_PHASE !== 'phase-production-build' && env().JOBS === 'on') {
  beforeShutdown('jobs', stopServerJobs);
  startServerJobs(getDb);
}
