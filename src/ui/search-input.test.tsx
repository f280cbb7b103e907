import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { SearchInput } from "./search-input";

afterEach(cleanup);

function Search() {
  const [value, setValue] = useState("");
  return <SearchInput label="Search meals" value={value} onValue={setValue} />;
}

describe("SearchInput", () => {
  it("offers 'Clear search' only while there is text, and clearing gives the box the focus back", () => {
    render(<Search />);
    const box = screen.getByRole<HTMLInputElement>("searchbox", { name: "Search meals" });
    expect(screen.queryByRole("button", { name: "Clear search" })).toBeNull();

    fireEvent.change(box, { target: { value: "chicken" } });
    const clear = screen.getByRole("button", { name: "Clear search" });
    clear.focus();
    fireEvent.click(clear);

    expect(box.value).toBe("");
    expect(document.activeElement).toBe(box);
    expect(screen.queryByRole("button", { name: "Clear search" })).toBeNull();
  });
});
