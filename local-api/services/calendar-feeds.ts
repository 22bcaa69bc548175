// Calendar feed tokens (GET/POST/DELETE /calendario/feed): one live token per user, revoked by a new one.
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { calendarFeeds, users } from "../db/schema";
import { nowIso } from "../http";

export async function liveFeedToken(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.user_id, userId), isNull(calendarFeeds.revoked_at)))
    .orderBy(desc(calendarFeeds.id))
    .limit(1);
  return row?.token ?? null;
}

/** Revokes the live token and stores the new one, in one batch. */
export async function replaceFeedToken(db: Db, userId: number, token: string) {
  await db.batch([
    db
      .update(calendarFeeds)
      .set({ revoked_at: nowIso() })
      .where(and(eq(calendarFeeds.user_id, userId), isNull(calendarFeeds.revoked_at))),
    db.insert(calendarFeeds).values({ user_id: userId, token }),
  ]);
}

export async function revokeFeedTokens(db: Db, userId: number) {
  await db
    .update(calendarFeeds)
    .set({ revoked_at: nowIso() })
    .where(and(eq(calendarFeeds.user_id, userId), isNull(calendarFeeds.revoked_at)));
}

/** The owner of a live token, or undefined. */
export async function feedOwner(db: Db, token: string) {
  const [feed] = await db
    .select({ owner: users })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.user_id))
    .where(and(eq(calendarFeeds.token, token), isNull(calendarFeeds.revoked_at)))
    .limit(1);
  return feed?.owner;
}
