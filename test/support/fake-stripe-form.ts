/**
 * Decodes Stripe's request bodies: application/x-www-form-urlencoded with bracketed keys,
 * as the SDK encodes them (`items[0][price]=...`, `metadata[plan]=annual`, `expand[]=x`).
 * Numeric and empty brackets make arrays; everything else nests objects.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

function keyPath(key: string): string[] {
  const head = key.split("[", 1)[0] ?? key;
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? "");
  return [head, ...rest];
}

export function decodeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = keyPath(key);
    let node: Record<string, FormValue> | FormValue[] = root;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      const nextIsArray = !last && /^\d*$/.test(path[i + 1] ?? "");
      const container = node as Record<string, FormValue> & FormValue[];
      const slot = Array.isArray(node) && segment === "" ? String(node.length) : segment;
      if (last) {
        container[slot as never] = value as never;
        return;
      }
      if (container[slot as never] === undefined) container[slot as never] = (nextIsArray ? [] : {}) as never;
      node = container[slot as never] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}
