import { escapeHtml } from "@domain/format/escape-html";
import type { IconNode } from "lucide";

interface Drawn {
  /** The shapes as SVG markup. */
  shapes: string;
  /** A short name for those shapes (a hash), written on the `<svg>` as `data-icon`. */
  id: string;
}

/** Each icon's markup and name, made once per icon. */
const drawn = new WeakMap<IconNode, Drawn>();

/** FNV-1a over the markup: the same name on the server and in the browser. */
function nameOf(shapes: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < shapes.length; i++) hash = Math.imul(hash ^ shapes.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

function drawnOf(node: IconNode): Drawn {
  let icon = drawn.get(node);
  if (!icon) {
    const shapes = node
      .map(([tag, attrs]) => {
        const attributes = Object.entries(attrs).map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`);
        return `<${tag}${attributes.join("")}/>`;
      })
      .join("");
    icon = { shapes, id: nameOf(shapes) };
    drawn.set(node, icon);
  }
  return icon;
}

/**
 * A Lucide icon (its shapes from the `lucide` package), drawn as inline SVG in the text's colour
 * and hidden from assistive technology: the label beside it says what it means.
 *
 * Icons are SVG, not emoji (ADR 040): the first emoji on a page makes the browser find and load
 * its colour emoji font during the first layout, which doubled that layout on the dashboard.
 * The shapes go in as markup, so an icon is one element for React to create or hydrate, however
 * many shapes it has: the dashboard draws some thirty of them before it is live.
 */
export function Icon({ node, className }: { node: IconNode; className?: string }) {
  const { shapes, id } = drawnOf(node);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      data-icon={id}
      // Hydrating, React adopts the drawn <svg> as it is, shapes and attributes alike (it patches
      // neither). Where the browser's first render draws another icon than the server did (the
      // theme button, from the choice stored on this device), the name differs, and the right
      // shapes go in here.
      ref={(svg) => {
        if (svg && svg.getAttribute("data-icon") !== id) {
          svg.setAttribute("data-icon", id);
          svg.innerHTML = shapes;
        }
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the shapes are the lucide package's own, with every attribute escaped; nothing a user typed reaches them.
      dangerouslySetInnerHTML={{ __html: shapes }}
    />
  );
}
