// Loader data of the paid programs' landing pages: today's price by the spec's schedule, the seats and
// the countdown, from configuration (config.server.ts) and the clock.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { publicConfig } from "./config.server";
import { bootcampPrice, endOfDay, remaining, schoolPrice, schoolStart, startOfDay } from "./schedule";
import { nowDate } from "~/shared/clock";

export const SCHOOL_SEATS = 5;
export const BOOTCAMP_SEATS = 8;

export function schoolData(context: AppLoadContext, now = nowDate()) {
  const config = publicConfig(context.env, now);
  const target = endOfDay(config.schoolPresaleEnd);
  return {
    price: schoolPrice(config.today, config.schoolPresaleEnd),
    presaleEnd: config.schoolPresaleEnd,
    start: schoolStart(config.schoolPresaleEnd),
    seats: SCHOOL_SEATS,
    countdown: { target, left: remaining(target, now) },
    payUrl: config.schoolPayUrl,
  };
}

export function bootcampData(context: AppLoadContext, now = nowDate()) {
  const config = publicConfig(context.env, now);
  const target = startOfDay(config.bootcampStart);
  return {
    price: bootcampPrice(config.today, config.bootcampStart),
    start: config.bootcampStart,
    seats: BOOTCAMP_SEATS,
    countdown: { target, left: remaining(target, now) },
    payUrl: config.bootcampPayUrl,
  };
}
