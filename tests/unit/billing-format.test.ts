// The invoices page's formatting helpers (second spec › Screens and routes "Invoices (/facturacion)").
import { describe, expect, test } from "vitest";
import { formatAmount, formatInvoiceDate, paymentReturnOf } from "../../app/features/billing/format";

describe("formatAmount", () => {
  test.each([
    [6.75, "$6.75"],
    [49, "$49.00"],
    [0, "$0.00"],
    [0.1 + 0.2, "$0.30"],
    [1234.5, "$1234.50"],
    [Number.NaN, "$0.00"],
  ])("%s → %s", (total, expected) => {
    expect(formatAmount(total)).toBe(expected);
  });
});

describe("formatInvoiceDate", () => {
  test("year-month-day, whatever follows the date is dropped", () => {
    expect(formatInvoiceDate("2026-10-01")).toBe("2026-10-01");
    expect(formatInvoiceDate("2026-10-01T15:00:00Z")).toBe("2026-10-01");
    expect(formatInvoiceDate("01/10/2026")).toBe("01/10/2026");
  });
});

describe("paymentReturnOf", () => {
  const of = (query: string) => paymentReturnOf(new URLSearchParams(query));

  test("success with a session id", () => {
    expect(of("success=true&session_id=cs_test_ab12")).toEqual({ kind: "success", sessionId: "cs_test_ab12" });
    expect(of("success&session_id=cs_test_ab12")).toEqual({ kind: "success", sessionId: "cs_test_ab12" });
  });

  test("success without a usable session id is nothing to confirm", () => {
    expect(of("success=true")).toBeNull();
    expect(of("success=true&session_id=")).toBeNull();
    expect(of("success=true&session_id=a%20b")).toBeNull();
    expect(of(`success=true&session_id=${"a".repeat(201)}`)).toBeNull();
    expect(of("success=false&session_id=cs_test_ab12")).toBeNull();
  });

  test("canceled", () => {
    expect(of("canceled=true")).toEqual({ kind: "canceled" });
    expect(of("canceled=true&session_id=cs_test_ab12")).toEqual({ kind: "canceled" });
    expect(of("canceled=false")).toBeNull();
    expect(of("")).toBeNull();
  });
});
