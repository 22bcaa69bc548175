import { describe, expect, test } from "vitest";
import { isFree, payableAmount } from "~/features/institution/usage";

describe("payableAmount: max(0, (minutes − credits) × 0.015) USD, two decimals", () => {
  test.each([
    [0, 0, "0.00"],
    [500, 1000, "0.00"],
    [1000, 1000, "0.00"],
    [1001, 1000, "0.02"], // 0.015 rounds half up
    [1002, 1000, "0.03"],
    [2000, 1000, "15.00"],
    [1480, 1000, "7.20"],
    [100, 0, "1.50"],
    [123457, 0, "1851.86"], // 1851.855
  ])("%i minutes, %i credits → %s", (minutes, credits, expected) => {
    expect(payableAmount(minutes, credits)).toBe(expected);
  });

  test("free only when zero", () => {
    expect(isFree(payableAmount(10, 20))).toBe(true);
    expect(isFree(payableAmount(21, 20))).toBe(false);
  });
});
