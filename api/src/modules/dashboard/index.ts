/** The dashboard module's public surface: the figures, for benchmarks and other readers. */
export { type Dashboard, type DashboardDeps, loadDashboard } from './dashboard.js';
