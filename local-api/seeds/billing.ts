// Demo data of issue 3: billing. Appended to seedSteps in ../seed.ts.
//
// Incubadora Demo: two invoices a month (the Basic plan and the video minutes of the month before)
// over the last 9 months, 18 in all (two pages of 15), the 4 newest unpaid; video consumption of the
// last 3 months (last month 1450 minutes with 1000 credits: 6.75 USD to pay). Banco Aliado: one paid
// invoice and a month below its credits (free). Months are relative to the seeding date.
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { institutions, invoiceItems, invoices, videoUsage } from "../db/schema";
import { DEMO_INSTITUTIONS, seedRefs, type SeedStatements, type SeedStep } from "../demo";
import { nowDate } from "../../app/shared/clock";

/** USD per minute above the institution's credits (spec: (minutes − credits) × 0.015). */
const CENTS_PER_MINUTE = 1.5;
const INCUBATOR_CREDITS = 1000;
const BANK_CREDITS = 500;
const PLAN_BASIC_CENTS = 4900;

const MONTHS_ES = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
] as const;

type Month = { year: number; month: number };

/** The calendar month `back` months before `now` (UTC); month is 1-12. */
export function monthsBefore(now: Date, back: number): Month {
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() - back;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

const pad = (n: number) => String(n).padStart(2, "0");
export const monthKey = (m: Month) => `${m.year}-${pad(m.month)}`;
const monthName = (m: Month) => `${MONTHS_ES[m.month - 1]} ${m.year}`;

/** Minutes used by Incubadora Demo `back` months ago (1 = last month): always above its credits. */
export function incubatorMinutes(back: number): number {
  const known: Record<number, number> = { 1: 1450, 2: 1180, 3: 1320 };
  return known[back] ?? INCUBATOR_CREDITS + 100 + ((back * 74) % 600);
}

const invoiceRef = (institution: SQL, fecha: string, tipo: string): SQL =>
  sql`(select id from facturas where entidad_id = ${institution} and fecha = ${fecha} and tipo = ${tipo} order by id desc limit 1)`;

function invoiceWithItem(
  db: Db,
  institution: SQL,
  invoice: { fecha: string; tipo: string; cents: number; pagada: boolean; concepto: string; cantidad: number },
): SeedStatements {
  return [
    db.insert(invoices).values({
      entidad_id: institution,
      fecha: invoice.fecha,
      total_centavos: invoice.cents,
      pagada: invoice.pagada,
      tipo: invoice.tipo,
      pagada_at: invoice.pagada ? `${invoice.fecha}T15:00:00.000Z` : null,
    }),
    db.insert(invoiceItems).values({
      factura_id: invoiceRef(institution, invoice.fecha, invoice.tipo),
      concepto: invoice.concepto,
      cantidad: invoice.cantidad,
      valor_centavos: invoice.cents,
    }),
  ];
}

export const BILLING_DEMO = {
  incubatorInvoices: 18,
  incubatorUnpaid: 4,
  lastMonthMinutes: 1450,
  lastMonthPayableUsd: 6.75,
} as const;

const billingStep: SeedStep = {
  key: "billing-v1",
  async statements(db) {
    const now = nowDate();
    const incubator = seedRefs.institutionId(DEMO_INSTITUTIONS.incubator);
    const bank = seedRefs.institutionId(DEMO_INSTITUTIONS.bank);
    const statements: SeedStatements = [];

    // Issued on the 1st of each of the last 9 months (this one included): the month's plan and the
    // minutes of the month before. The 4 newest (this month's and last month's) are unpaid.
    for (let back = 0; back < BILLING_DEMO.incubatorInvoices / 2; back++) {
      const issued = monthsBefore(now, back);
      const used = monthsBefore(now, back + 1);
      const fecha = `${monthKey(issued)}-01`;
      const pagada = back >= 2;
      const minutes = incubatorMinutes(back + 1);
      const billable = minutes - INCUBATOR_CREDITS;
      statements.push(
        ...invoiceWithItem(db, incubator, {
          fecha,
          tipo: "Plan Basic",
          cents: PLAN_BASIC_CENTS,
          pagada,
          concepto: `Plan Basic — ${monthName(issued)}`,
          cantidad: 1,
        }),
        ...invoiceWithItem(db, incubator, {
          fecha,
          tipo: "Consumo de videollamadas",
          cents: Math.round(billable * CENTS_PER_MINUTE),
          pagada,
          concepto: `Minutos de videollamada — ${monthName(used)}`,
          cantidad: billable,
        }),
      );
    }

    // Video minutes of the last 3 months, as the nightly job would have left them.
    statements.push(
      db.insert(videoUsage).values(
        [1, 2, 3].map((back) => ({
          entidad_id: incubator,
          mes: monthKey(monthsBefore(now, back)),
          minutos: incubatorMinutes(back),
        })),
      ),
    );

    // Banco Aliado: credits it stays under (free), and one paid invoice (its plan, last month).
    statements.push(
      db
        .update(institutions)
        .set({ creditos_zoom: BANK_CREDITS })
        .where(and(sql`${institutions.id} = ${bank}`, eq(institutions.creditos_zoom, 0))),
      db.insert(videoUsage).values(
        [1, 2, 3].map((back) => ({
          entidad_id: bank,
          mes: monthKey(monthsBefore(now, back)),
          minutos: 320 - back * 40,
        })),
      ),
      ...invoiceWithItem(db, bank, {
        fecha: `${monthKey(monthsBefore(now, 1))}-01`,
        tipo: "Plan Basic",
        cents: PLAN_BASIC_CENTS,
        pagada: true,
        concepto: `Plan Basic — ${monthName(monthsBefore(now, 1))}`,
        cantidad: 1,
      }),
    );
    return statements;
  },
};

export const billingSteps: SeedStep[] = [billingStep];
