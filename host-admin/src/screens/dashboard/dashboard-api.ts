/** The dashboard's call (api/src/modules/dashboard), typed by the server's OpenAPI document. */
import type { ApiResponse } from '../../api/api-types.js';
import type { TypedApi } from '../../api/typed-api.js';
import { formatAdminDate, formatAdminDayMonth } from '../../lib/project-date.js';

/** `GET /dashboard/{eventId}`: every figure of 'Kokpit' (money in grosze, days 'yyyy-MM-dd' in Polish time). */
export type DashboardFigures = ApiResponse<'/dashboard/{eventId}', 'get'>;
export type DashboardDay = DashboardFigures['days'][number];

export const DASHBOARD_DAYS = 30;

export const dashboardApi = {
  figures: (api: TypedApi, eventId: string, days = DASHBOARD_DAYS) =>
    api.get('/dashboard/{eventId}', { path: { eventId }, query: { days } }),
};

/** '10/03/2026' for '2026-03-10', in the project's date format. */
export const dayLabel = (day: string): string => formatAdminDate(day);

/** '10/03' for '2026-03-10': the charts' axis, in the project's format without the year. */
export const shortDayLabel = (day: string): string => formatAdminDayMonth(day);
