import { describe, expect, it } from "vitest";
import { signUp } from "./accounts";
import { call } from "./client";

const post = (path: string, cookie: string | undefined, json: unknown) =>
  call(path, { json, headers: cookie ? { Cookie: cookie } : {} });
const me = async (cookie: string) =>
  (await (await call("/api/auth/user", { headers: { Cookie: cookie } })).json()) as Record<string, unknown>;

describe("POST /api/user/profile", () => {
  it("updates the names from settings", async () => {
    const a = await signUp();
    const res = await post("/api/user/profile", a.cookie, { firstName: " Grace ", lastName: "Hopper" });
    expect(res.status).toBe(200);
    expect(await me(a.cookie)).toMatchObject({ firstName: "Grace", lastName: "Hopper" });
  });

  it("refuses an empty name with the field's message and changes nothing", async () => {
    const a = await signUp({ firstName: "Ada" });
    const res = await post("/api/user/profile", a.cookie, { firstName: "  ", lastName: "X" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe("First name is required.");
    expect((await me(a.cookie)).firstName).toBe("Ada");
  });

  it("saves the onboarding profile, its goals and the completion", async () => {
    const a = await signUp();
    const profile = {
      age: 34,
      gender: "female",
      activityLevel: "moderate",
      healthGoal: "build_muscle",
      bodyWeight: 150.5,
      weightUnit: "lbs",
      dailyGoal: 143,
    };
    const res = await post("/api/user/profile", a.cookie, profile);
    expect(res.status).toBe(200);
    expect(await me(a.cookie)).toMatchObject({ healthGoal: "build_muscle", onboardingCompleted: true });
  });

  it("refuses a bad onboarding profile", async () => {
    const a = await signUp();
    const res = await post("/api/user/profile", a.cookie, {
      gender: "female",
      activityLevel: "couch",
      healthGoal: "maintain",
      bodyWeight: 60,
      dailyGoal: 80,
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; issues: { path: string }[] };
    expect(body.message).toBe("Choose your activity level: sedentary, light, moderate, active or very active.");
    expect(body.issues[0]?.path).toBe("activityLevel");
    expect((await me(a.cookie)).onboardingCompleted).toBe(false);
  });

  it("needs a signed-in user", async () => {
    expect((await post("/api/user/profile", undefined, { firstName: "A", lastName: "B" })).status).toBe(401);
  });
});

describe("POST /api/user/theme and /api/user/timezone", () => {
  it("stores the theme and the time zone", async () => {
    const a = await signUp();
    expect((await post("/api/user/theme", a.cookie, { theme: "dark" })).status).toBe(200);
    expect((await post("/api/user/timezone", a.cookie, { timezone: "Australia/Brisbane" })).status).toBe(200);
    expect(await me(a.cookie)).toMatchObject({ themePreference: "dark", timezone: "Australia/Brisbane" });
  });

  it("refuses an unknown theme or time zone", async () => {
    const a = await signUp();
    expect((await post("/api/user/theme", a.cookie, { theme: "sepia" })).status).toBe(400);
    const tz = await post("/api/user/timezone", a.cookie, { timezone: "Mars/Olympus" });
    expect(tz.status).toBe(400);
    expect(((await tz.json()) as { message: string }).message).toBe("Unknown time zone.");
    expect(await me(a.cookie)).toMatchObject({ themePreference: "system", timezone: "UTC" });
  });
});

describe("POST /api/user/onboarding/skip", () => {
  it("marks the wizard done for the account", async () => {
    const a = await signUp();
    expect((await me(a.cookie)).onboardingCompleted).toBe(false);
    expect((await call("/api/user/onboarding/skip", { method: "POST", headers: { Cookie: a.cookie } })).status).toBe(
      200,
    );
    expect((await me(a.cookie)).onboardingCompleted).toBe(true);
  });
});
