// Query keys of the oversight screens, shared so that one screen's write refreshes another's read (resolving
// reports changes the dashboard's figures and the audit log).
export const REPORTS_KEY = 'reports';
export const ADMIN_STATS_KEY = 'admin-stats';
export const SELLER_STATS_KEY = 'seller-stats';
export const AUDIT_LOG_KEY = 'audit-log';
