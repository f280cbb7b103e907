import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "@/lib/test-fixtures";
import { SessionsCard } from "./sessions-card";

const json = (body: unknown, status = 200) => Response.json(body, { status });
const HOUR = 60 * 60_000;
const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
const id = (n: number) => String(n).repeat(64);

const THIS = { id: id(1), device: "Firefox on Mac", lastSeenAt: at(0), signedInAt: at(HOUR), current: true };
const PHONE = {
  id: id(2),
  device: "Chrome on Android",
  lastSeenAt: at(3 * HOUR),
  signedInAt: at(9 * HOUR),
  current: false,
};
const OLD = { id: id(3), device: null, lastSeenAt: at(5 * 24 * HOUR), signedInAt: at(9 * 24 * HOUR), current: false };

/** The Worker's answers: the list as it stands, and the sign-outs, which change it. */
function server(initial: object[]) {
  let sessions = initial;
  const calls: [string, string][] = [];
  const fetchSpy = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    calls.push([method, url]);
    if (method === "GET") return json({ sessions });
    if (url === "/api/sessions/end-others") {
      sessions = sessions.filter((s) => (s as { current: boolean }).current);
      return json({ ok: true, ended: initial.length - 1 });
    }
    sessions = sessions.filter((s) => !url.endsWith((s as { id: string }).id));
    return json({ ok: true });
  });
  vi.stubGlobal("fetch", fetchSpy);
  return calls;
}

describe("SessionsCard", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists this device first, the others with their last use, and an unknown one as Unknown device", async () => {
    server([THIS, PHONE, OLD]);
    renderWithQuery(<SessionsCard />);
    const items = await screen.findAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Firefox on MacThis device",
      "Chrome on AndroidLast active 3 hours agoSign out",
      "Unknown deviceLast active 5 days agoSign out",
    ]);
    // This device has no Sign out of its own here.
    expect(within(items[0] as HTMLElement).queryByRole("button")).toBeNull();
  });

  it("signs one other device out and shows the list without it", async () => {
    const calls = server([THIS, PHONE, OLD]);
    renderWithQuery(<SessionsCard />);
    fireEvent.click(await screen.findByRole("button", { name: "Sign out Chrome on Android" }));
    await waitFor(() => expect(screen.queryByText("Chrome on Android")).toBeNull());
    expect(calls).toContainEqual(["DELETE", `/api/sessions/${id(2)}`]);
    expect(screen.getByText("Unknown device")).toBeTruthy();
  });

  it("signs every other device out with one button, which goes once only this device is left", async () => {
    const calls = server([THIS, PHONE, OLD]);
    renderWithQuery(<SessionsCard />);
    fireEvent.click(await screen.findByRole("button", { name: "Sign out other devices" }));
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(1));
    expect(calls).toContainEqual(["POST", "/api/sessions/end-others"]);
    expect(screen.queryByRole("button", { name: "Sign out other devices" })).toBeNull();
    expect(screen.getByText("This device")).toBeTruthy();
  });

  it("says so when a device could not be signed out", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init?: RequestInit) =>
        (init?.method ?? "GET") === "GET"
          ? json({ sessions: [THIS, PHONE] })
          : json({ message: "That session was not found. It may have ended already.", code: "NOT_FOUND" }, 404),
      ),
    );
    renderWithQuery(<SessionsCard />);
    fireEvent.click(await screen.findByRole("button", { name: "Sign out Chrome on Android" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "That session was not found. It may have ended already.",
    );
  });
});
