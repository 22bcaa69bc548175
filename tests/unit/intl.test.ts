// Issue 30 §1: numbers, dates and countries follow the reader's language; amounts keep their currency.
import { expect, test } from "vitest";
import { TIME_ZONES } from "~/api/contract/time-zones";
import { dateTimeFormat, intlLocale, numberFormat, zoneCountry } from "~/lib/intl";

const zone = (code: string) => TIME_ZONES.find((z) => z.code === code)!;

test("each language has its Intl locale; anything else is Colombian Spanish", () => {
  expect(["es", "en", "pt-BR", "fr"].map(intlLocale)).toEqual(["es-CO", "en-US", "pt-BR", "es-CO"]);
});

test("dates and COP amounts are written the reader's way, in COP", () => {
  const day = Date.UTC(2026, 6, 30, 12);
  const long = { day: "numeric", month: "long", timeZone: "UTC" } as const;
  expect(dateTimeFormat("es", long).format(day)).toBe("30 de julio");
  expect(dateTimeFormat("en", long).format(day)).toBe("July 30");
  expect(dateTimeFormat("pt-BR", long).format(day)).toBe("30 de julho");
  const cop = { style: "currency", currency: "COP", maximumFractionDigits: 0 } as const;
  const squash = (s: string) => s.replace(/\s/g, " ");
  expect(squash(numberFormat("es", cop).format(80000))).toBe("$ 80.000");
  expect(squash(numberFormat("en", cop).format(80000))).toBe("COP 80,000");
  expect(squash(numberFormat("pt-BR", cop).format(80000))).toBe("COP 80.000");
});

test("a time zone's country: the spec's label in Spanish, the region's own name elsewhere", () => {
  expect(zoneCountry(zone("CO"), "es")).toBe("Colombia");
  expect(zoneCountry(zone("CO"), "pt-BR")).toBe("Colômbia");
  expect(zoneCountry(zone("DE"), "en")).toBe("Germany");
  expect(zoneCountry(zone("IC"), "es")).toBe("Islas Canarias");
  expect(zoneCountry(zone("IC"), "pt-BR")).toBe("Ilhas Canárias");
  expect(zoneCountry(zone("US-M"), "es")).toBe("Estados Unidos (Montaña)");
  expect(zoneCountry(zone("US-M"), "en")).toBe("United States (Mountain Time)");
  expect(zoneCountry(zone("US-P"), "pt-BR")).toBe("Estados Unidos (Horário do Pacífico)");
});
