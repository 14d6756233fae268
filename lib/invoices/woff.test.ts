import { readFileSync } from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { sfntFromWoff } from "@/lib/invoices/woff";

const FILES = ["latin-400", "latin-700", "latin-ext-400", "latin-ext-700"].map((name) =>
  path.join(process.cwd(), `node_modules/@fontsource/noto-sans/files/noto-sans-${name}-normal.woff`),
);
const SAMPLES = ["Tax Invoice SSE/26-27/000042", "Total (₹) 1,234.56", "Rupees One Thousand Only", "₹"];

/** The width pdfkit gives `text` at 10 pt in `font` (a path or the font's bytes). */
function widthsIn(font: string | Buffer): number[] {
  const doc = new PDFDocument();
  // pdfkit's types say a path; it takes the bytes as well.
  doc.font(font as string).fontSize(10);
  return SAMPLES.map((text) => doc.widthOfString(text));
}

describe("sfntFromWoff", () => {
  it.each(FILES)("unwraps %s into a font with the same glyph metrics as the WOFF", (file) => {
    const woff = readFileSync(file);
    const sfnt = sfntFromWoff(woff);
    // The header: the WOFF's flavor (TrueType 0x00010000) and table count, then a directory sorted by tag.
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    const tables = sfnt.readUInt16BE(4);
    expect(tables).toBe(woff.readUInt16BE(12));
    const tags = Array.from({ length: tables }, (_, i) => sfnt.readUInt32BE(12 + i * 16));
    expect(tags).toEqual([...tags].sort((a, b) => a - b));
    // Every table lies inside the file, on a 4-byte boundary.
    for (let i = 0; i < tables; i++) {
      const offset = sfnt.readUInt32BE(12 + i * 16 + 8);
      expect(offset % 4).toBe(0);
      expect(offset + sfnt.readUInt32BE(12 + i * 16 + 12)).toBeLessThanOrEqual(sfnt.length);
    }
    expect(widthsIn(sfnt)).toEqual(widthsIn(file));
  });

  it("refuses what is not a WOFF", () => {
    expect(() => sfntFromWoff(Buffer.from("not a font at all, not at all, not at all, no"))).toThrow(/WOFF/);
    expect(() => sfntFromWoff(Buffer.alloc(4))).toThrow(/WOFF/);
  });
});
