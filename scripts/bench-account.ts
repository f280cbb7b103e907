// Accounts for the benchmark, made through the API as a client would.

let nextAddress = 0;

/**
 * A new account through the API; returns its session cookie (`name=value`) and id. Each
 * sign-up comes from its own CF-Connecting-IP, because sign-up is throttled per address.
 */
export async function account(baseURL: string, label: string): Promise<{ cookie: string; id: string }> {
  nextAddress += 1;
  const res = await fetch(`${baseURL}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseURL, "CF-Connecting-IP": `10.9.9.${nextAddress}` },
    body: JSON.stringify({
      email: `bench-${label}-${Date.now()}@example.com`,
      password: "Bench-Lentils-1",
      firstName: "Bench",
      lastName: label,
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const body = (await res.json()) as { user: { id: string } };
  return { cookie, id: body.user.id };
}
