// URLs of the company area (spec 001 route table: /empresa, /empresa/{id}, /dashboard, /dashboard/{id};
// the sub-pages of forms and confirmations are this app's).
export const companyPath = (id: number) => `/empresa/${id}`;
export const dashboardPath = (id: number) => `/dashboard/${id}`;
export const reportPath = (id: number) => `/dashboard/${id}/reporte`;
export const indicatorPath = (companyId: number, indicatorId: number) =>
  `/empresa/${companyId}/indicadores/${indicatorId}`;
export const profilePath = (username: string) => `/user/${encodeURIComponent(username)}`;
