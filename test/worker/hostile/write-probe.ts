import { env } from "cloudflare:test";
import { tableCounts, userSnapshot } from "./routes";

/** Every stored photo object: key, size and etag, so an overwrite shows as well as an upload. */
async function photoObjects(): Promise<string[]> {
  const out: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.PHOTOS.list({ cursor });
    out.push(...page.objects.map((o) => `${o.key} ${o.size} ${o.etag}`));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return out;
}

/**
 * What a request could have written: row counts of every data table, every row of the
 * account's own, and the photo bucket's objects. A rejected request must leave all of it
 * as it was.
 *
 * The last reading is kept while nothing can have changed it: after a rejection, the state
 * read to check it is the state the next request starts from. That halves the reads.
 */
export class WriteProbe {
  private known: string | undefined;

  constructor(private readonly userId: string) {}

  private async read(): Promise<string> {
    const [counts, rows, objects] = await Promise.all([tableCounts(), userSnapshot(this.userId), photoObjects()]);
    // Rows parsed back, so that a difference can be reported table by table.
    this.known = JSON.stringify({ counts, rows: JSON.parse(rows), objects });
    return this.known;
  }

  /** The state before a request. */
  async before(): Promise<string> {
    return this.known ?? this.read();
  }

  /** The state now, read afresh (and kept for the next request). */
  after(): Promise<string> {
    return this.read();
  }

  /** Something may have been written (a request succeeded, or a test signed in again). */
  forget(): void {
    this.known = undefined;
  }
}

/** Each stored value that differs, by its path (`rows.users.0.theme_preference: "dark" -> "light"`). */
export function describeChanges(before: string, after: string): string {
  const out: string[] = [];
  const walk = (a: unknown, b: unknown, path: string) => {
    if (JSON.stringify(a) === JSON.stringify(b)) return;
    if (a && b && typeof a === "object" && typeof b === "object") {
      const x = a as Record<string, unknown>;
      const y = b as Record<string, unknown>;
      for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) walk(x[key], y[key], `${path}.${key}`);
      return;
    }
    out.push(`${path.slice(1)}: ${JSON.stringify(a)} -> ${JSON.stringify(b)}`);
  };
  walk(JSON.parse(before), JSON.parse(after), "");
  return out.join("\n");
}
