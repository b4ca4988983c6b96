export const DASHBOARD_TABS = ['listings', 'saved', 'analytics', 'settings'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
