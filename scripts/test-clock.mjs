// The test clock (issue 34 §0): TEST_CLOCK sets the instant the app, the local API and the tests take for
// "now" at the start of a run; the clock then runs on from there. It becomes CLOCK_OFFSET_MS (milliseconds
// added to the real clock, app/shared/clock.ts), computed once by the first process of a run and inherited by
// every process it starts (test workers, the e2e server, integration Workers), so all of them agree.
//
//   TEST_CLOCK=10:00               today (Bogotá's date, real clock) at 10:00 in Bogotá; the default
//   TEST_CLOCK=2027-04-04T00:30    that wall-clock time in Bogotá (UTC-5 all year)
//   TEST_CLOCK=2027-04-04T03:30Z   an instant (any ISO 8601 with Z or an offset)
//   TEST_CLOCK=real                the real clock
export const DEFAULT_TEST_CLOCK = "10:00";
const BOGOTA_OFFSET = "-05:00"; // America/Bogota has had no DST since 1993

/** Epoch milliseconds of a TEST_CLOCK value, or null for the real clock; throws on a value it cannot read. */
export function testClockInstant(value, realNow = Date.now()) {
  const text = String(value).trim();
  if (text === "real") return null;
  let iso;
  if (/^\d{2}:\d{2}$/.test(text)) {
    const bogotaDate = new Date(realNow - 5 * 3_600_000).toISOString().slice(0, 10);
    iso = `${bogotaDate}T${text}:00${BOGOTA_OFFSET}`;
  } else if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text)) {
    iso = `${text}${text.length === 16 ? ":00" : ""}${BOGOTA_OFFSET}`;
  } else {
    iso = text;
  }
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms))
    throw new Error(`TEST_CLOCK=${text}: not HH:MM, YYYY-MM-DDTHH:MM (Bogotá), an ISO instant or 'real'`);
  return ms;
}

/** The run's CLOCK_OFFSET_MS: the inherited one, or computed now from TEST_CLOCK and stored for child processes. */
export function testClockOffset() {
  if (process.env.CLOCK_OFFSET_MS !== undefined && process.env.CLOCK_OFFSET_MS !== "") {
    return Number(process.env.CLOCK_OFFSET_MS);
  }
  const realNow = Date.now();
  const at = testClockInstant(process.env.TEST_CLOCK ?? DEFAULT_TEST_CLOCK, realNow);
  const offset = at === null ? 0 : at - realNow;
  process.env.CLOCK_OFFSET_MS = String(offset);
  return offset;
}
