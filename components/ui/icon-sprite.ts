import type { LucideIcon } from "lucide-react";
import { SPRITE_ICONS } from "@/components/ui/icon-set";

/** A lucide icon's shapes: [tag, attributes] pairs, the data its component draws. */
type IconNode = ReadonlyArray<readonly [string, Readonly<Record<string, string | number>>]>;

/**
 * The shapes a lucide icon draws. Next does not let a route import react-dom/server, so the icon's
 * component is asked for the element it renders (lucide passes its shapes to its base `Icon` in the
 * `icon` prop); icon-sprite.test.ts checks the result against react-dom/server's rendering of every
 * sprite icon, so a lucide release that changes this fails the unit tests, not the pages.
 */
export function iconNodeOf(icon: LucideIcon): IconNode {
  // forwardRef components keep their render function on `render`; it is called without hooks here.
  const { render } = icon as unknown as { render: (props: object, ref: null) => { props: { icon?: unknown } } };
  const given = render({}, null).props.icon;
  // The ES module build passes { name, size, node }, the CommonJS one the node itself.
  const node = Array.isArray(given) ? given : (given as { node?: unknown } | undefined)?.node;
  if (!Array.isArray(node)) throw new Error("lucide-react no longer hands its shapes to Icon as `icon`");
  return node as IconNode;
}

const escapeAttribute = (value: string | number) =>
  String(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/** The shapes as SVG markup, attribute for attribute as React writes them. */
export function shapesMarkup(node: IconNode): string {
  return node
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join("");
      return `<${tag}${written}></${tag}>`;
    })
    .join("");
}

/**
 * One SVG document with a `<symbol id=name>` per sprite icon. The shapes carry no paint of their own,
 * so a `<use>` of them takes the stroke, fill and width of the `<svg>` that holds it (components/ui/icon.tsx).
 */
export function iconSprite(): string {
  const symbols = Object.entries(SPRITE_ICONS).map(
    ([name, icon]) => `<symbol id="${name}" viewBox="0 0 24 24">${shapesMarkup(iconNodeOf(icon))}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}
