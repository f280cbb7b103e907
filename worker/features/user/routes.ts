import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { themeSchema, timezoneUpdateSchema } from "../../../domain/auth/schemas";
import { getDb } from "../../db/client";
import { users } from "../../db/schema";
import type { AppEnv } from "../../env";
import { toPublicUser } from "../../lib/public-user";
import { sessionUserColumns } from "../../lib/session-user";
import { validate } from "../../lib/validate";
import { userOf } from "../../middleware/session";
import { profileUpdate, userProfileSchema } from "./profile";

const touched = { updatedAt: sql`(CAST(unixepoch('subsec') * 1000 AS INTEGER))` };

export const userRoutes = new Hono<AppEnv>()
  .post("/profile", validate("json", userProfileSchema), async (c) => {
    const user = userOf(c);
    const db = getDb(c.env.DB);
    const rows = await db
      .update(users)
      .set({ ...profileUpdate(c.req.valid("json")), ...touched })
      .where(eq(users.id, user.id))
      .returning(sessionUserColumns);
    const updated = rows[0] ?? user;
    return c.json({ message: "Profile saved.", user: toPublicUser(updated) }, 200);
  })
  .post("/theme", validate("json", themeSchema), async (c) => {
    const user = userOf(c);
    const { theme } = c.req.valid("json");
    await getDb(c.env.DB)
      .update(users)
      .set({ themePreference: theme, ...touched })
      .where(eq(users.id, user.id));
    return c.json({ themePreference: theme }, 200);
  })
  /** Skipping the wizard counts as done everywhere (issue: it must not reappear on another device). */
  .post("/onboarding/skip", async (c) => {
    const user = userOf(c);
    await getDb(c.env.DB)
      .update(users)
      .set({ onboardingCompletedAt: user.onboardingCompletedAt ?? new Date(), ...touched })
      .where(eq(users.id, user.id));
    return c.json({ onboardingCompleted: true }, 200);
  })
  .post("/timezone", validate("json", timezoneUpdateSchema), async (c) => {
    const user = userOf(c);
    const { timezone } = c.req.valid("json");
    await getDb(c.env.DB)
      .update(users)
      .set({ timezone, ...touched })
      .where(eq(users.id, user.id));
    return c.json({ timezone }, 200);
  });
