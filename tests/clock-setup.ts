// Vitest setup: the Node side of a test run (the local API's tests, the tests' own dates) reads the run's
// clock (scripts/test-clock.mjs), as the Workers under test do through CLOCK_OFFSET_MS.
import { setClockOffset } from "../app/shared/clock";
import { testClockOffset } from "../scripts/test-clock.mjs";

setClockOffset(testClockOffset());
