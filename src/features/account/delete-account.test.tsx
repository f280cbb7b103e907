import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithQuery, testUser } from "@/lib/test-fixtures";
import { DeleteAccount } from "./delete-account";

describe("DeleteAccount", () => {
  afterEach(cleanup);

  it("says, before anything is deleted, that a one-way fingerprint of the address is kept against a second trial", () => {
    renderWithQuery(<DeleteAccount user={testUser()} />);
    fireEvent.click(screen.getByRole("button", { name: "Delete Account" }));
    expect(
      screen.getByText(
        "If you have had a free trial, we keep a one-way fingerprint of your email address so that a new account with it does not get a second free trial. It is not linked to your account and cannot be turned back into your address.",
      ),
    ).toBeTruthy();
  });
});
