// The company page's view model: the company, whether the viewer edits it, and its indicators as table rows.
import { getZodConstraint } from "@conform-to/zod";
import type { AppLoadContext, SerializeFrom } from "@remix-run/cloudflare";
import type { Params } from "@remix-run/react";
import { i18nServer } from "~/lib/i18n.server";
import { formatNumber, measureOptions } from "~/lib/number-format";
import { indicatorFormSchema } from "./company.schema";
import { requireCompany } from "./company.server";

export async function loadCompanyPage(context: AppLoadContext, request: Request, params: Params) {
  const { user, company, canEdit } = await requireCompany(context, request, params.id);
  const [indicators, locale] = await Promise.all([
    context.api.company.indicators(company.id),
    i18nServer.getLocale(request),
  ]);
  const editParam = new URL(request.url).searchParams.get("editar");
  const editing = canEdit && editParam ? (indicators.find((i) => String(i.id) === editParam) ?? null) : null;
  return {
    title: company.name,
    canEdit,
    isCreator: company.creator.id === user.id,
    ownDashboard: canEdit,
    company,
    measures: measureOptions(indicators),
    editingId: editing?.id ?? null,
    constraint: getZodConstraint(indicatorFormSchema),
    indicators: indicators.map((i) => ({
      id: i.id,
      name: i.name,
      description: i.description,
      measure: i.measure,
      base_line: i.base_line,
      goal: i.goal,
      trend: i.trend,
      x_axis: i.x_axis,
      y_axis: i.y_axis,
      baseLineText: formatNumber(i.base_line, locale),
      goalText: formatNumber(i.goal, locale),
      currentText: formatNumber(i.current_state, locale),
      progressText: formatNumber(i.progress, locale),
    })),
  };
}

export type CompanyPage = SerializeFrom<typeof loadCompanyPage>;
export type IndicatorRow = CompanyPage["indicators"][number];
