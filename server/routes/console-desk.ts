import { createRouter } from '../http/router';
import { consoleAuditRoutes } from './console-audit';
import { consoleReviewRoutes } from './console-reviews';
import { consoleStaffRoutes } from './console-staff';
import { consoleSupportRoutes } from './console-support';
import { consoleUserRoutes } from './console-users';

/**
 * The console's desk: support tickets, reviews, users and roles, the audit log and
 * (ADR 0036) a store's own staff, one module each; mounted together in server/app.ts.
 */
export const consoleDeskRoutes = createRouter();
consoleDeskRoutes.route('/', consoleSupportRoutes);
consoleDeskRoutes.route('/', consoleReviewRoutes);
consoleDeskRoutes.route('/', consoleUserRoutes);
consoleDeskRoutes.route('/', consoleAuditRoutes);
consoleDeskRoutes.route('/', consoleStaffRoutes);
