import { describe, expect, it } from "vitest";
import { greeting, greetingName, motivationalMessage, motivationBand, smartTip, timeOfDayGreeting } from "./messages";

describe("timeOfDayGreeting", () => {
  it.each([
    [0, "Good morning"],
    [11, "Good morning"],
    [11.99, "Good morning"],
    [12, "Good afternoon"],
    [17, "Good afternoon"],
    [18, "Good evening"],
    [23, "Good evening"],
  ])("hour %d: %s", (hour, expected) => {
    expect(timeOfDayGreeting(hour)).toBe(expected);
  });
});

describe("greetingName", () => {
  it("uses the first name", () => {
    expect(greetingName({ firstName: " Ada ", email: "lovelace@example.com" })).toBe("Ada");
  });

  it("falls back to the part of the email before the @", () => {
    expect(greetingName({ firstName: "", email: "ada.l@example.com" })).toBe("ada.l");
    expect(greetingName({ firstName: null, email: "ada.l@example.com" })).toBe("ada.l");
  });

  it("falls back to 'there'", () => {
    expect(greetingName({ firstName: null, email: null })).toBe("there");
    expect(greetingName({ email: "@example.com" })).toBe("there");
    expect(greetingName(null)).toBe("there");
    expect(greetingName(undefined)).toBe("there");
  });
});

describe("greeting", () => {
  it("joins the time of day and the name", () => {
    expect(greeting({ firstName: "Ada" }, 9)).toBe("Good morning, Ada");
    expect(greeting({ email: "sam@example.com" }, 14)).toBe("Good afternoon, sam");
    expect(greeting(null, 20)).toBe("Good evening, there");
  });
});

describe("motivationBand", () => {
  it.each([
    [150, "goal_met"],
    [100, "goal_met"],
    [99.9, "almost"],
    [75, "almost"],
    [74.9, "halfway"],
    [50, "halfway"],
    [49.9, "started"],
    [25, "started"],
    [24.9, "first_steps"],
    [0.1, "first_steps"],
    [0, "none"],
  ] as const)("%d%% is %s", (percent, band) => {
    expect(motivationBand(percent)).toBe(band);
  });
});

describe("motivationalMessage", () => {
  it("writes a line for each band, without repeating the grams left", () => {
    expect(motivationalMessage(100, 100)).toBe(
      "Goal crushed! You've hit your 100g protein goal today. Outstanding work!",
    );
    expect(motivationalMessage(80, 100)).toBe("Almost there! One protein-rich snack will get you over the line.");
    expect(motivationalMessage(50, 100)).toBe("Over halfway! A protein-packed meal will put your goal within reach.");
    expect(motivationalMessage(25, 100)).toBe("Good start! Build your next meal around a solid protein source.");
    expect(motivationalMessage(12.5, 100)).toBe("You're on the board! Every gram counts, so keep logging your meals.");
    expect(motivationalMessage(0, 100)).toBe(
      "Let's get started! Log your first meal to begin tracking today's protein.",
    );
  });

  it("treats a float total that shows as the goal as met", () => {
    expect(motivationalMessage(100 - 1e-12, 100)).toMatch(/^Goal crushed!/);
  });

  it("starts from the 'none' line without a goal", () => {
    expect(motivationalMessage(40, 0)).toMatch(/^Let's get started!/);
  });
});

describe("smartTip", () => {
  it("is absent with no intake, at the goal, or above it", () => {
    expect(smartTip(0, 100)).toBeNull();
    expect(smartTip(100, 100)).toBeNull();
    expect(smartTip(120, 100)).toBeNull();
    expect(smartTip(10, 0)).toBeNull();
  });

  it("suggests Greek yogurt with 15g or less left", () => {
    expect(smartTip(85, 100)).toBe("Only 15g to go! A cup of Greek yogurt (about 15g of protein) would close the gap.");
    expect(smartTip(99.9, 100)).toContain("Only 0.1g to go!");
  });

  it("suggests a chicken breast from just over 15g to 30g left", () => {
    expect(smartTip(84.9, 100)).toBe(
      "You need 15.1g more. A chicken breast (about 30g of protein) would get you there.",
    );
    expect(smartTip(70, 100)).toContain("You need 30g more.");
  });

  it("suggests a shake or lean meat from just over 30g to 50g left", () => {
    expect(smartTip(69.9, 100)).toBe(
      "30.1g left today. A protein shake (about 25g) or a portion of lean meat (about 30g) would cover a big part of it.",
    );
    expect(smartTip(50, 100)).toContain("50g left today.");
  });

  it("suggests spreading protein across meals with more than 50g left", () => {
    expect(smartTip(49.9, 100)).toBe(
      "You still need 50.1g. Spread it across your remaining meals, aiming for 20-40g of protein at each.",
    );
    expect(smartTip(1, 150)).toContain("You still need 149g.");
  });

  it("adds the band tip of a short meal only where the gap is spread across meals", () => {
    const tip = "Add 10 g to breakfast to reach 20 g.";
    expect(smartTip(10, 100, tip)).toBe(
      "You still need 90g. Spread it across your remaining meals, aiming for 20-40g of protein at each. Add 10 g to breakfast to reach 20 g.",
    );
    // A gap of 50 g or less names one food; the band tip would be a second suggestion.
    expect(smartTip(60, 100, tip)).not.toContain(tip);
    expect(smartTip(100, 100, tip)).toBeNull();
    expect(smartTip(0, 100, tip)).toBeNull();
  });
});
