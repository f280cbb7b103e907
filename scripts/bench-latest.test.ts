import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { keepLatestRun, latestMarkdown } from "./bench-latest.ts";

describe("the latest full bench (docs/benchmarks-latest.md)", () => {
  it("puts the date, commit and load average above what was printed, without colours", () => {
    const text = latestMarkdown({
      started: new Date("2026-11-29T09:38:10Z"),
      finished: new Date("2026-11-29T09:53:40Z"),
      commit: "f7e26fa",
      loadAtStart: [3.2, 2.9, 2.5],
      loadAtEnd: [4.3, 3.6, 2.9],
      printed: "\nProteo benchmark\n\u001b[32mmet\u001b[39m\n",
    });
    expect(text).toContain("- date: 2026-11-29 09:38 UTC to 2026-11-29 09:53 UTC");
    expect(text).toContain("- git commit: `f7e26fa`");
    expect(text).toContain(
      "- host load average (1, 5, 15 min): 3.20, 2.90, 2.50 at the start, 4.30, 3.60, 2.90 at the end",
    );
    expect(text).toContain("```text\nProteo benchmark\nmet\n```");
  });

  it("copies standard output while it runs and writes the file when told", () => {
    const dir = mkdtempSync(join(tmpdir(), "bench-latest-"));
    const file = join(dir, "latest.md");
    try {
      const finish = keepLatestRun(file);
      process.stdout.write("a printed line\n");
      finish();
      expect(readFileSync(file, "utf8")).toContain("```text\na printed line\n```");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
