export const DASHBOARD_TABS = ['listings', 'saved', 'alerts', 'analytics', 'settings'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
