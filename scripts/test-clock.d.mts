export declare const DEFAULT_TEST_CLOCK: string;
export declare function testClockInstant(value: string, realNow?: number): number | null;
export declare function testClockOffset(): number;
