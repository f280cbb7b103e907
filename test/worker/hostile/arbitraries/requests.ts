import fc from "fast-check";
import { type BodyCase, type BodyShape, bodyFor, wellFormedBody } from "./bodies";
import { hostileHeaders, SESSION } from "./headers";
import { pathFor, queryFor } from "./urls";
import type { AnyOf } from "./values";

/** One generated request. Plain data, so fast-check prints a counterexample that can be read and re-sent. */
export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

/** What a route expects, so that generated requests are near enough to reach its handler. */
export interface RouteShape extends BodyShape {
  /** Real values for each `:param` (the account's own ids), tried among the hostile ones. */
  params?: Record<string, string[]>;
  /** A valid query; generated queries keep, drop or spoil each of its parameters. */
  query?: Record<string, string | AnyOf>;
}

/** The parts of a request, before they are put together. */
function requestParts(method: string, pattern: string, shape: RouteShape, wellFormed: boolean) {
  const sendsBody = !["GET", "HEAD"].includes(method);
  const body: fc.Arbitrary<BodyCase> = !sendsBody
    ? fc.constant({})
    : wellFormed
      ? wellFormedBody(shape)
      : bodyFor(shape);
  return fc.record({
    path: pathFor(pattern, shape.params ?? {}, wellFormed),
    query: queryFor(shape.query ?? {}, wellFormed),
    headers: wellFormed ? fc.constant({ Cookie: `proteo_session=${SESSION}` }) : hostileHeaders,
    body,
  });
}

/**
 * Requests to one route. Half are well-formed, as the app itself would send them (the
 * account's own ids and session, the right Content-Type) with hostile values in a field or
 * two of the query or body; these reach the handlers. The other half spoil anything: path,
 * query, headers, cookies, the body and its type.
 */
export function requestFor(method: string, pattern: string, shape: RouteShape): fc.Arbitrary<HostileRequest> {
  return fc
    .oneof(
      { withCrossShrink: true },
      requestParts(method, pattern, shape, true),
      requestParts(method, pattern, shape, false),
    )
    .map(({ path, query, headers, body }) => {
      const all: Record<string, string> = {};
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) all[name] = value;
      if (body.contentType !== undefined) all["Content-Type"] = body.contentType;
      return { method, url: `${path}${query}`, headers: all, ...(body.body === undefined ? {} : { body: body.body }) };
    });
}
