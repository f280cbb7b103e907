import { z } from "zod";

/**
 * Zod, set up once for every schema of the app: import `z` from here, never from "zod" (the
 * linter refuses it).
 *
 * jitless: zod compiles a faster parser for each object schema with `new Function`, and only
 * asking whether it may is an eval the app's Content Security Policy refuses (its script-src
 * has no 'unsafe-eval'), which the browser then reports as a violation on every page that
 * builds a schema. Workers refuse eval too. The setting must come before any schema is built,
 * which importing `z` from this module guarantees.
 */
z.config({ jitless: true });

export { z };
