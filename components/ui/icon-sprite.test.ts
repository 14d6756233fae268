import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SPRITE_ICONS } from "@/components/ui/icon-set";
import { iconNodeOf, iconSprite, shapesMarkup } from "@/components/ui/icon-sprite";

/** What lucide-react itself draws inside its <svg> for an icon. */
function lucideShapes(icon: (typeof SPRITE_ICONS)[keyof typeof SPRITE_ICONS]): string {
  const svg = renderToStaticMarkup(createElement(icon));
  return svg.slice(svg.indexOf(">") + 1, svg.lastIndexOf("</svg>"));
}

describe("icon sprite", () => {
  it.each(Object.entries(SPRITE_ICONS))("draws %s exactly as lucide-react does", (_name, icon) => {
    const shapes = shapesMarkup(iconNodeOf(icon));
    expect(shapes).toMatch(/^<(path|circle|line|rect|polyline|polygon|ellipse) /);
    expect(shapes).toBe(lucideShapes(icon));
  });

  it("has one symbol per name, with lucide's 24-unit box and no paint of its own", () => {
    const sprite = iconSprite();
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]);
    expect(ids).toEqual(Object.keys(SPRITE_ICONS));
    // Stroke and fill come from the <svg> that uses a symbol (the favourite heart fills, the rest do not).
    expect(sprite).not.toMatch(/ (fill|stroke|stroke-width)=/);
  });

  it("escapes attribute values", () => {
    expect(shapesMarkup([["path", { d: 'M0 0"&<', key: "k" }]])).toBe('<path d="M0 0&quot;&amp;&lt;"></path>');
  });
});
