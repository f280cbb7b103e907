import { describe, expect, it } from "vitest";
import { mergeConfig, parseVars } from "./config-keys.mjs";

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
});
