import { describe, expect, it } from "vitest";
import * as machine from "./local-machine";

const DAY = 24 * 60 * 60 * 1000;
const start = new Date("2026-01-10T09:00:00Z");
const at = (days: number) => new Date(start.getTime() + days * DAY);

describe("the local subscription state machine", () => {
  it("starts a 7-day trial", () => {
    expect(machine.startTrial("monthly", "sub_local_x", start)).toEqual({
      status: "trialing",
      plan: "monthly",
      trialEndsAt: at(7),
      subscriptionEndsAt: at(7),
      subscriptionId: "sub_local_x",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: at(7),
    });
  });

  it("starts a later subscription without a trial, billed from today (one trial per account)", () => {
    const paid = machine.startPaid("annual", "sub_local_y", start);
    expect(paid).toEqual({
      status: "active",
      plan: "annual",
      trialEndsAt: null,
      subscriptionEndsAt: new Date("2027-01-10T09:00:00Z"),
      subscriptionId: "sub_local_y",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date("2027-01-10T09:00:00Z"),
    });
    // Canceled, it is reactivated as active: there is no trial to go back to.
    expect(machine.reactivate(machine.cancelAtPeriodEnd(paid), at(30)).status).toBe("active");
  });

  it("bills when the trial ends, and renews period after period", () => {
    const trial = machine.startTrial("monthly", "s", start);
    expect(machine.settle(trial, at(6.9))).toBe(trial);
    const active = machine.settle(trial, at(7));
    expect(active.status).toBe("active");
    expect(active.currentPeriodEnd?.toISOString()).toBe("2026-02-17T09:00:00.000Z");
    // Three months later, still paid up to the period that covers now.
    const later = machine.settle(active, new Date("2026-04-20T00:00:00Z"));
    expect(later.currentPeriodEnd?.toISOString()).toBe("2026-05-17T09:00:00.000Z");
    expect(later.subscriptionEndsAt).toEqual(later.currentPeriodEnd);
  });

  it("upgrades at once: the trial ends now and a year is billed for annual", () => {
    const upgraded = machine.endTrialNow(machine.startTrial("annual", "s", start), at(2));
    expect(upgraded).toMatchObject({ status: "active", trialEndsAt: at(2) });
    expect(upgraded.currentPeriodEnd?.toISOString()).toBe("2027-01-12T09:00:00.000Z");
  });

  it("cancels at period end, keeps access until then, and reactivates to the right status", () => {
    const trial = machine.startTrial("monthly", "s", start);
    const canceledTrial = machine.cancelAtPeriodEnd(trial);
    expect(canceledTrial).toMatchObject({ status: "canceled", cancelAtPeriodEnd: true, subscriptionEndsAt: at(7) });
    expect(machine.reactivate(canceledTrial, at(3)).status).toBe("trialing");

    const active = machine.settle(trial, at(8));
    const canceled = machine.cancelAtPeriodEnd(active);
    expect(machine.reactivate(canceled, at(9))).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
    const ended = machine.settle(canceled, at(40));
    expect(ended).toMatchObject({ status: "canceled", cancelAtPeriodEnd: false });
    expect(ended.subscriptionEndsAt).toEqual(canceled.subscriptionEndsAt);
  });

  it("goes past due when a payment fails and recovers for a new period", () => {
    const active = machine.settle(machine.startTrial("monthly", "s", start), at(8));
    const pastDue = machine.failPayment(active);
    expect(pastDue.status).toBe("past_due");
    expect(machine.settle(pastDue, at(100))).toBe(pastDue);
    const recovered = machine.renew(pastDue, at(10));
    expect(recovered.status).toBe("active");
    expect(recovered.currentPeriodEnd?.toISOString()).toBe("2026-02-20T09:00:00.000Z");
    expect(machine.renew(recovered, at(11)).currentPeriodEnd?.toISOString()).toBe("2026-03-20T09:00:00.000Z");
  });
});
