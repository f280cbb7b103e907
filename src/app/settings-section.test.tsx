import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithQuery as wrap } from "@/lib/test-fixtures";
import { SettingsSection } from "./settings-section";

describe("SettingsSection", () => {
  afterEach(() => cleanup());

  it("shows no password card to guests", () => {
    wrap(
      <SettingsSection
        auth={{
          status: "guest",
          user: { id: "g", email: null, firstName: "Guest", lastName: "User", profileImageUrl: null, isGuest: true },
        }}
      />,
    );
    expect(screen.queryByText("Change password")).toBeNull();
    expect(screen.queryByLabelText("Current password")).toBeNull();
  });
});
