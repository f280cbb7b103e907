import { ApiError } from "../../lib/api-error";

/**
 * A push endpoint is a URL the Worker will later POST to, chosen by the browser, so by
 * anyone who can call the API: it must be an https URL of a public host (SSRF). Host names
 * that only mean something inside a network, and IP literals of private, loopback,
 * link-local, shared or unspecified ranges, are refused, with no exception for local runs:
 * the tests' fake push service sits at a public-looking name (https://push.test) faked at
 * the fetch boundary, so nothing needs one.
 */
export function checkPushEndpoint(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refused("The push endpoint must be a URL.");
  }
  if (url.protocol !== "https:") throw refused("The push endpoint must be an https URL.");
  if (url.username || url.password) throw refused("The push endpoint must not carry a user name or password.");
  if (isPrivateHost(url.hostname)) {
    throw refused("The push endpoint must be on a public host.");
  }
  return url.href;
}

const refused = (message: string) => new ApiError(400, message, { code: "INVALID_INPUT" });

const LOCAL_SUFFIXES = [".localhost", ".local", ".internal", ".home.arpa", ".lan", ".intranet", ".corp"];

export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host === "localhost" || !host.includes(".")) return true;
  if (LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix))) return true;
  // Any IPv6 literal: push services are reached by name, and the URL parser has already
  // turned every IPv4 spelling (octal, hex, one number) into dotted decimal.
  if (host.startsWith("[")) return true;
  const v4 = host.match(/^(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (!v4) return false;
  const [a, b] = [Number(v4[1]), Number(v4[2])];
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}
