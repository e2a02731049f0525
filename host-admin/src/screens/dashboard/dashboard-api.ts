/** The dashboard's call (api/src/modules/dashboard), typed by the server's OpenAPI document. */
import type { ApiResponse } from '../../api/api-types.js';
import type { TypedApi } from '../../api/typed-api.js';

/** `GET /dashboard/{eventId}`: every figure of 'Kokpit' (money in grosze, days 'yyyy-MM-dd' in Polish time). */
export type DashboardFigures = ApiResponse<'/dashboard/{eventId}', 'get'>;
export type DashboardDay = DashboardFigures['days'][number];

export const DASHBOARD_DAYS = 30;

export const dashboardApi = {
  figures: (api: TypedApi, eventId: string, days = DASHBOARD_DAYS) =>
    api.get('/dashboard/{eventId}', { path: { eventId }, query: { days } }),
};

/** '10.03.2026' for '2026-03-10'. */
export function dayLabel(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/** '10.03' for '2026-03-10': the charts' axis. */
export function shortDayLabel(day: string): string {
  const [, month, date] = day.split('-');
  return `${date}.${month}`;
}
