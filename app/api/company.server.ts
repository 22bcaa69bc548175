// Calls of companies and indicators (issue 12; second spec › The calls it makes "Company and indicators").
import { apiFailureOf, type ApiClient } from "./client.server";
import {
  companySchema,
  indicatorListSchema,
  indicatorSchema,
  indicatorValuePageSchema,
  indicatorValueSchema,
  sectorListSchema,
  type IndicatorBody,
  type IndicatorCreateBody,
  type PartnerBody,
  type ValueBody,
  type ValueCreateBody,
} from "./contract/company";

/** A read's 404 as null (no company yet); other failures still throw. */
function nullIfNotFound(error: unknown): null {
  if (apiFailureOf(error)?.kind === "not_found") return null;
  throw error;
}

export function companyApi(client: ApiClient) {
  return {
    sectors() {
      return client.get("/company/sectors/", sectorListSchema);
    },
    /** GET /empresa/info: the caller's company (created or on its team); null when none. */
    mine() {
      return client.get("/empresa/info", companySchema).catch(nullIfNotFound);
    },
    /** GET /empresa/{username}: a user's company when the caller may see it; null otherwise. */
    ofUser(username: string) {
      return client.get(`/empresa/${encodeURIComponent(username)}`, companySchema).catch(nullIfNotFound);
    },
    get(id: number) {
      return client.get(`/company/company/${id}/`, companySchema);
    },
    create(form: FormData) {
      return client.send("POST", "/company/company/", { form }, companySchema);
    },
    update(id: number, form: FormData) {
      return client.send("PUT", `/company/company/${id}/`, { form }, companySchema);
    },
    /** PUT /company/company/{id}/ with the JSON team: the members kept. */
    setTeam(id: number, team: number[]) {
      return client.send("PUT", `/company/company/${id}/`, { json: { team } }, companySchema);
    },
    remove(id: number) {
      return client.send("DELETE", `/company/company/${id}/`, undefined, null);
    },
    addPartner(id: number, body: PartnerBody) {
      return client.send("POST", `/company/${id}/team/partner/`, { json: body }, companySchema);
    },
    indicators(companyId: number) {
      return client.get(`/company/${companyId}/indicator/`, indicatorListSchema);
    },
    /** GET /company/indicator/{id}/values/[?page=n] (defined here): the indicator's values, newest first, 15 a page. */
    values(indicatorId: number, page = 1) {
      return client.get(
        `/company/indicator/${indicatorId}/values/${page > 1 ? `?page=${page}` : ""}`,
        indicatorValuePageSchema,
      );
    },
    indicator(id: number) {
      return client.get(`/company/indicator/${id}/`, indicatorSchema);
    },
    createIndicator(body: IndicatorCreateBody) {
      return client.send("POST", "/company/indicator/", { json: body }, indicatorSchema);
    },
    updateIndicator(id: number, body: IndicatorBody) {
      return client.send("PUT", `/company/indicator/${id}/`, { json: body }, indicatorSchema);
    },
    removeIndicator(id: number) {
      return client.send("DELETE", `/company/indicator/${id}/`, undefined, null);
    },
    createValue(body: ValueCreateBody) {
      return client.send("POST", "/company/value/", { json: body }, indicatorValueSchema);
    },
    updateValue(id: number, body: ValueBody) {
      return client.send("PUT", `/company/value/${id}/`, { json: body }, indicatorValueSchema);
    },
    removeValue(id: number) {
      return client.send("DELETE", `/company/value/${id}/`, undefined, null);
    },
  };
}
