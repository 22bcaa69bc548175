// Demo data of issue 12: companies and indicators. Appended to seedSteps in ../seed.ts.
//
// emprendedor@demo.test runs "EcoEmpaques S.A.S." with a team of two seeded entrepreneurs and four
// indicators (two with an upward goal, two with a downward one; different measures, one custom), each with
// 8 to 12 weekly values ending this week. gabriela.silva@demo.test runs "Café de Origen" with no indicators.
import { Temporal } from "@js-temporal/polyfill";
import { sql, type SQL } from "drizzle-orm";
import { companies, companyTeam, indicatorValues, indicators } from "../db/schema";
import { DEMO_EMAILS, type SeedStep, seedRefs } from "../demo";
import { SEED_ENTREPRENEURS, demoPersonEmail } from "./people";
import { todayIn } from "../../app/shared/clock-temporal";

type SeedIndicator = {
  name: string;
  description: string;
  measure: string;
  base_line: number;
  goal: number;
  trend: boolean;
  x_axis: string;
  y_axis: string;
  values: number[];
};

export const SEED_COMPANY = "EcoEmpaques S.A.S.";
export const SEED_EMPTY_COMPANY = "Café de Origen";

export const SEED_INDICATORS: SeedIndicator[] = [
  {
    name: "Ventas semanales",
    description: "Ingresos por ventas de cada semana.",
    measure: "Pesos Colombianos",
    base_line: 5_000_000,
    goal: 12_000_000,
    trend: true,
    x_axis: "Semana",
    y_axis: "Ventas (COP)",
    values: [
      5_200_000, 5_600_000, 5_400_000, 6_100_000, 6_800_000, 7_000_000, 7_600_000, 8_100_000, 8_000_000, 8_900_000,
      9_400_000, 9_800_000,
    ],
  },
  {
    name: "Clientes activos",
    description: "Clientes que compraron en los últimos 30 días.",
    measure: "Unidades",
    base_line: 40,
    goal: 100,
    trend: true,
    x_axis: "Semana",
    y_axis: "Clientes",
    values: [42, 45, 47, 52, 55, 61, 64, 70, 72, 75],
  },
  {
    name: "Tasa de devoluciones",
    description: "Pedidos devueltos sobre pedidos entregados.",
    measure: "Porcentaje",
    base_line: 12,
    goal: 5,
    trend: false,
    x_axis: "Semana",
    y_axis: "Devoluciones (%)",
    values: [11.5, 11, 10.2, 9.8, 9.1, 8.7, 8.4, 7.9],
  },
  {
    name: "Costo de adquisición",
    description: "Gasto en mercadeo dividido por los clientes nuevos.",
    measure: "COP por cliente",
    base_line: 80_000,
    goal: 50_000,
    trend: false,
    x_axis: "Semana",
    y_axis: "Costo por cliente",
    values: [79_000, 77_500, 74_000, 72_000, 70_500, 68_000, 66_000, 65_500, 63_000],
  },
];

const companyId = (email: string): SQL => sql`(select id from empresas where creator_id = ${seedRefs.userId(email)})`;
const indicatorId = (name: string): SQL =>
  sql`(select id from indicadores where name = ${name} and empresa_id = ${companyId(DEMO_EMAILS.entrepreneur)} order by id desc limit 1)`;

/** `YYYY-MM-DD 09:00` (Bogota) of the week `weeksAgo` before today. */
function weeklyDate(today: Temporal.PlainDate, weeksAgo: number): string {
  return `${today.subtract({ weeks: weeksAgo }).toString()} 09:00`;
}

const companiesStep: SeedStep = {
  key: "empresas-v1",
  async statements(db) {
    const today = todayIn("America/Bogota");
    const gabriela = demoPersonEmail(SEED_ENTREPRENEURS[10]!);
    const team = [SEED_ENTREPRENEURS[8]!, SEED_ENTREPRENEURS[9]!].map(demoPersonEmail);
    return [
      db.insert(companies).values([
        {
          creator_id: seedRefs.userId(DEMO_EMAILS.entrepreneur),
          name: SEED_COMPANY,
          n_employees: 12,
          sector: 7,
          goal: "Acceso a capital de trabajo para comprar materia prima y llegar a cadenas de supermercados.",
        },
        {
          creator_id: seedRefs.userId(gabriela),
          name: SEED_EMPTY_COMPANY,
          n_employees: 3,
          sector: 1,
          goal: "Conseguir clientes fuera de la región y certificar el café como orgánico.",
        },
      ]),
      db
        .insert(companyTeam)
        .values(
          team.map((email) => ({ empresa_id: companyId(DEMO_EMAILS.entrepreneur), user_id: seedRefs.userId(email) })),
        ),
      ...SEED_INDICATORS.map(({ values: _values, ...indicator }) =>
        db.insert(indicators).values({ ...indicator, empresa_id: companyId(DEMO_EMAILS.entrepreneur) }),
      ),
      ...SEED_INDICATORS.map((indicator) =>
        db.insert(indicatorValues).values(
          indicator.values.map((value, i) => ({
            indicador_id: indicatorId(indicator.name),
            value,
            date_created_at: weeklyDate(today, indicator.values.length - 1 - i),
          })),
        ),
      ),
    ];
  },
};

export const companySteps: SeedStep[] = [companiesStep];
