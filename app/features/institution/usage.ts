// 'Mis consumos' (core spec › Business constants and limits "Usage credits"): what the institution owes for last month's video minutes.

/**
 * max(0, (minutes − credits) × 0.015) USD with two decimals, as a string ("0.00" when free).
 * Integer arithmetic (1 minute = 15 thousandths of a dollar), so floating point never drifts.
 */
export function payableAmount(minutes: number, credits: number): string {
  const billable = Math.max(0, Math.floor(minutes) - Math.floor(credits));
  const milli = billable * 15; // thousandths of a dollar
  const cents = Math.round(milli / 10); // half-cents round up (0.015 → 0.02)
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** True when nothing is payable: the page says 'Gratis' instead of an amount. */
export function isFree(amount: string): boolean {
  return amount === "0.00";
}
