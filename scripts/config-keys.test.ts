import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { localAuthSecret, mergeConfig, parseVars } from "./config-keys.mjs";

describe("npm start configuration", () => {
  it("parses .dev.vars lines, comments and quotes", () => {
    expect(parseVars('# note\nAI_PROVIDER=openai\nOPENAI_MODEL="gpt x"\n\nBAD LINE\n')).toEqual({
      AI_PROVIDER: "openai",
      OPENAI_MODEL: "gpt x",
    });
  });

  it("lets the shell environment win over .dev.vars, for known names only", () => {
    const merged = mergeConfig(
      { AI_PROVIDER: "none", OPENAI_MODEL: "file-model" },
      { AI_PROVIDER: "openai", OPENAI_BASE_URL: "http://127.0.0.1:9999/v1", HOME: "/root", OPENAI_MODEL: "" },
    );
    expect(merged).toEqual({
      AI_PROVIDER: "openai",
      OPENAI_BASE_URL: "http://127.0.0.1:9999/v1",
      OPENAI_MODEL: "file-model",
    });
  });

  it("passes AUTH_SECRET from the environment", () => {
    expect(mergeConfig({}, { AUTH_SECRET: "from-env" })).toEqual({ AUTH_SECRET: "from-env" });
  });

  it("makes a local AUTH_SECRET once per state folder and keeps it", () => {
    const stateA = join(mkdtempSync(join(tmpdir(), "proteo-secret-")), "state");
    const stateB = mkdtempSync(join(tmpdir(), "proteo-secret-"));
    try {
      const first = localAuthSecret(stateA);
      expect(Buffer.from(first, "base64url")).toHaveLength(32);
      expect(localAuthSecret(stateA)).toBe(first);
      expect(readFileSync(join(stateA, "auth-secret"), "utf8").trim()).toBe(first);
      expect(statSync(join(stateA, "auth-secret")).mode & 0o077).toBe(0);
      expect(localAuthSecret(stateB)).not.toBe(first);
    } finally {
      rmSync(join(stateA, ".."), { recursive: true, force: true });
      rmSync(stateB, { recursive: true, force: true });
    }
  });
});
