import type { InferRequestType } from "hono/client";
import { describe, expect, it } from "vitest";
import { signUp } from "./accounts";
import { api, errorBody, headers } from "./api";
import { call } from "./client";

type Profile = InferRequestType<typeof api.user.profile.$post>["json"];
const profile = (cookie: string | undefined, json: Profile) => api.user.profile.$post({ json }, headers(cookie));
/** Values outside the schema's types, which the typed client will not send: as a broken client would. */
const postUntyped = (path: string, cookie: string, json: unknown) => call(path, { json, headers: { Cookie: cookie } });
const me = async (cookie: string) => (await api.auth.user.$get(undefined, headers(cookie))).json();

describe("POST /api/user/profile", () => {
  it("updates the names from settings", async () => {
    const a = await signUp();
    const res = await profile(a.cookie, { firstName: " Grace ", lastName: "Hopper" });
    expect(res.status).toBe(200);
    expect(await me(a.cookie)).toMatchObject({ firstName: "Grace", lastName: "Hopper" });
  });

  it("refuses an empty name with the field's message and changes nothing", async () => {
    const a = await signUp({ firstName: "Ada" });
    const res = await profile(a.cookie, { firstName: "  ", lastName: "X" });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).message).toBe("First name is required.");
    expect((await me(a.cookie)).firstName).toBe("Ada");
  });

  it("saves the onboarding profile, its goals and the completion", async () => {
    const a = await signUp();
    const res = await profile(a.cookie, {
      age: 34,
      gender: "female",
      activityLevel: "moderate",
      healthGoal: "build_muscle",
      bodyWeight: 150.5,
      weightUnit: "lbs",
      dailyGoal: 143,
    });
    expect(res.status).toBe(200);
    expect(await me(a.cookie)).toMatchObject({ healthGoal: "build_muscle", onboardingCompleted: true });
  });

  it("refuses a bad onboarding profile", async () => {
    const a = await signUp();
    const res = await postUntyped("/api/user/profile", a.cookie, {
      gender: "female",
      activityLevel: "couch",
      healthGoal: "maintain",
      bodyWeight: 60,
      dailyGoal: 80,
    });
    expect(res.status).toBe(400);
    const body = await errorBody(res);
    expect(body.message).toBe("Choose your activity level: sedentary, light, moderate, active or very active.");
    expect(body.issues?.[0]?.path).toBe("activityLevel");
    expect((await me(a.cookie)).onboardingCompleted).toBe(false);
  });

  it("needs a signed-in user", async () => {
    expect((await profile(undefined, { firstName: "A", lastName: "B" })).status).toBe(401);
  });
});

describe("POST /api/user/theme and /api/user/timezone", () => {
  it("stores the theme and the time zone", async () => {
    const a = await signUp();
    expect((await api.user.theme.$post({ json: { theme: "dark" } }, headers(a.cookie))).status).toBe(200);
    const tz = await api.user.timezone.$post({ json: { timezone: "Australia/Brisbane" } }, headers(a.cookie));
    expect(tz.status).toBe(200);
    expect(await me(a.cookie)).toMatchObject({ themePreference: "dark", timezone: "Australia/Brisbane" });
  });

  it("gives the stored zone's winter and summer offsets, for the app to compare with the device's", async () => {
    const a = await signUp();
    await api.user.timezone.$post({ json: { timezone: "America/New_York" } }, headers(a.cookie));
    // Date#getTimezoneOffset's sign: minutes from local time to UTC, in January and in July.
    expect(await me(a.cookie)).toMatchObject({ timezone: "America/New_York", timezoneOffsets: [300, 240] });
  });

  it("refuses an unknown theme or time zone", async () => {
    const a = await signUp();
    expect((await postUntyped("/api/user/theme", a.cookie, { theme: "sepia" })).status).toBe(400);
    const tz = await api.user.timezone.$post({ json: { timezone: "Mars/Olympus" } }, headers(a.cookie));
    expect(tz.status).toBe(400);
    expect((await errorBody(tz)).message).toBe("Unknown time zone.");
    expect(await me(a.cookie)).toMatchObject({ themePreference: "system", timezone: "UTC" });
  });
});

describe("POST /api/user/onboarding/skip", () => {
  it("marks the wizard done for the account", async () => {
    const a = await signUp();
    expect((await me(a.cookie)).onboardingCompleted).toBe(false);
    expect((await api.user.onboarding.skip.$post(undefined, headers(a.cookie))).status).toBe(200);
    expect((await me(a.cookie)).onboardingCompleted).toBe(true);
  });
});
