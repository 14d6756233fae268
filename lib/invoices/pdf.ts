import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import type { InvoiceData, InvoiceLine } from "@/lib/invoices/document";
import { sfntFromWoff } from "@/lib/invoices/woff";

// The PDF of a tax invoice or credit note, printed from its frozen data (nothing is looked up or computed
// here but layout). The font is Noto Sans from @fontsource/noto-sans, shipped with the app: its `latin`
// subset has no ₹ and its `latin-ext` subset has ₹ but no basic Latin, and pdfkit has no fallback, so every
// line is split into runs and each run set in the subset that has its characters. Amounts are printed as
// plain numbers under headers that say "(₹)".

// By path from the working directory (the standalone server runs from its own folder), each file named whole:
// the build traces exactly these four (a computed name would make it copy the package's hundreds of fonts), and
// next.config.ts lists them as well.
const FONTS = {
  regular: path.join(process.cwd(), "node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff"),
  bold: path.join(process.cwd(), "node_modules/@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff"),
  regularExt: path.join(process.cwd(), "node_modules/@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff"),
  boldExt: path.join(process.cwd(), "node_modules/@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff"),
} as const;

type FontName = keyof typeof FONTS;

/** The four fonts unwrapped from WOFF once per process (lib/invoices/woff.ts: fontkit's own unwrapping is slow). */
let unwrapped: Record<FontName, Buffer> | null = null;
function fonts(): Record<FontName, Buffer> {
  unwrapped ??= Object.fromEntries(
    Object.entries(FONTS).map(([name, file]) => [name, sfntFromWoff(readFileSync(file))]),
  ) as Record<FontName, Buffer>;
  return unwrapped;
}

type Doc = PDFKit.PDFDocument;
type Weight = "regular" | "bold";

/** Whether the `latin` subset has this character (its unicode-range, from the package's CSS). */
function inLatin(code: number): boolean {
  return code <= 0xff || (code >= 0x2000 && code <= 0x206f) || [0x20ac, 0x2122, 0x2212, 0x2215].includes(code);
}

/** `text` cut into runs of one subset each. */
function runs(text: string, weight: Weight): Array<{ font: string; text: string }> {
  const out: Array<{ font: string; text: string }> = [];
  for (const char of text) {
    const font = inLatin(char.codePointAt(0)!) ? weight : weight === "bold" ? "boldExt" : "regularExt";
    const last = out.at(-1);
    if (last?.font === font) last.text += char;
    else out.push({ font, text: char });
  }
  return out;
}

type CellOptions = { width: number; align?: "left" | "right"; weight?: Weight; size?: number };

/** One line of text at (x, y) in a box `width` wide, cut to fit, in whichever subsets its characters need. */
function cell(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  { width, align = "left", weight = "regular", size = 8 }: CellOptions,
) {
  doc.fontSize(size);
  let parts = runs(text, weight);
  const measure = () => parts.reduce((sum, part) => sum + doc.font(part.font).widthOfString(part.text), 0);
  // A long dish name is cut with an ellipsis rather than run into the next column.
  while (parts.length > 0 && measure() > width) {
    const last = parts.at(-1)!;
    last.text = last.text.slice(0, -2) + "…";
    if (last.text === "…") parts = parts.slice(0, -1);
  }
  let at = align === "right" ? x + width - measure() : x;
  for (const part of parts) {
    doc.font(part.font).text(part.text, at, y, { lineBreak: false });
    at += doc.widthOfString(part.text);
  }
}

/** Lines of text that wrap within `width` (addresses), in the latin subset; answers the y below them. */
function block(doc: Doc, lines: readonly string[], x: number, y: number, width: number): number {
  doc.font("regular").fontSize(8);
  let at = y;
  for (const line of lines) {
    doc.text(line, x, at, { width });
    at = doc.y + 1;
  }
  return at;
}

const rupees = (paise: number) =>
  `${paise < 0 ? "-" : ""}${Math.floor(Math.abs(paise) / 100).toLocaleString("en-IN")}.${String(Math.abs(paise) % 100).padStart(2, "0")}`;
const percent = (bps: number) => `${(bps / 100).toFixed(bps % 100 === 0 ? 0 : 2)}%`;
const dateOf = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "2-digit",
    month: "short",
    year: "numeric",
  }).format(new Date(iso));

type Column = { title: string; width: number; align: "left" | "right"; value: (line: InvoiceLine) => string };

function columns(data: InvoiceData): Column[] {
  const taxColumns: Column[] = data.interState
    ? [{ title: "IGST (₹)", width: 62, align: "right", value: (l) => rupees(l.igstPaise) }]
    : [
        { title: "CGST (₹)", width: 52, align: "right", value: (l) => rupees(l.cgstPaise) },
        { title: "SGST (₹)", width: 52, align: "right", value: (l) => rupees(l.sgstPaise) },
      ];
  const fixed = 40 + 28 + 66 + 36 + 66 + taxColumns.reduce((sum, c) => sum + c.width, 0);
  return [
    { title: "Description", width: 515 - fixed, align: "left", value: (l) => l.description },
    { title: "SAC", width: 40, align: "left", value: (l) => l.sac },
    { title: "Qty", width: 28, align: "right", value: (l) => String(l.quantity) },
    { title: "Taxable (₹)", width: 66, align: "right", value: (l) => rupees(l.taxablePaise) },
    { title: "Rate", width: 36, align: "right", value: (l) => percent(l.rateBps) },
    ...taxColumns,
    { title: "Amount (₹)", width: 66, align: "right", value: (l) => rupees(l.amountPaise) },
  ];
}

function drawLines(doc: Doc, data: InvoiceData, top: number): number {
  const cols = columns(data);
  const row = (values: string[], y: number, weight: Weight) => {
    let x = 40;
    cols.forEach((col, i) => {
      cell(doc, values[i]!, x, y, { width: col.width - 4, align: col.align, weight });
      x += col.width;
    });
  };
  doc
    .rect(40, top - 3, 515, 16)
    .fill("#eeeeee")
    .fillColor("black");
  row(
    cols.map((c) => c.title),
    top,
    "bold",
  );
  let y = top + 18;
  for (const line of data.lines) {
    if (y > 760) {
      doc.addPage();
      y = 40;
    }
    row(
      cols.map((c) => c.value(line)),
      y,
      "regular",
    );
    y += 14;
  }
  doc.moveTo(40, y).lineTo(555, y).lineWidth(0.5).stroke();
  return y + 6;
}

function drawTotals(doc: Doc, data: InvoiceData, at: number): number {
  // The totals and the words stay together, on the next page if this one has no room for them.
  const top = at > 680 ? 40 : at;
  if (top !== at) doc.addPage();
  const t = data.totals;
  const rows: Array<[string, number, Weight]> = [["Taxable value", t.taxablePaise, "regular"]];
  if (data.interState) rows.push(["IGST", t.igstPaise, "regular"]);
  else rows.push(["CGST", t.cgstPaise, "regular"], ["SGST", t.sgstPaise, "regular"]);
  rows.push([data.kind === "invoice" ? "Invoice value" : "Credit note value", t.invoiceValuePaise, "bold"]);
  if (t.tipPaise > 0) rows.push(["Tip for the delivery partner (not taxable)", t.tipPaise, "regular"]);
  rows.push([data.kind === "invoice" ? "Total paid (₹)" : "Total refunded (₹)", t.totalPaise, "bold"]);
  let y = top;
  for (const [label, paise, weight] of rows) {
    cell(doc, label, 300, y, { width: 180, weight });
    cell(doc, rupees(paise), 480, y, { width: 75, align: "right", weight });
    y += 13;
  }
  if (t.discountPaise > 0) {
    cell(doc, `The food's value is after a discount of ₹${rupees(t.discountPaise)}.`, 40, top, { width: 250 });
  }
  y += 4;
  cell(doc, `Amount in words: ${data.totalInWords}`, 40, y, { width: 515, weight: "bold" });
  return y + 16;
}

/** The document as PDF bytes. Its creation date is the issue date, so rendering the same data gives the same file. */
export function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const issued = new Date(data.issuedAt);
  const title = data.kind === "invoice" ? "Tax Invoice" : "Credit Note";
  const faces = fonts();
  const doc = new PDFDocument({
    size: "A4",
    margin: 40,
    // pdfkit's types say a path, but it takes a font's bytes as well (its docs: "a path or a Buffer").
    font: faces.regular as unknown as string,
    info: { Title: `${title} ${data.number}`, Author: data.platform, CreationDate: issued, ModDate: issued },
  });
  for (const [name, bytes] of Object.entries(faces)) doc.registerFont(name, bytes);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  cell(doc, title, 40, 40, { width: 300, weight: "bold", size: 16 });
  cell(doc, `${data.kind === "invoice" ? "Invoice" : "Credit note"} No. ${data.number}`, 300, 42, {
    width: 255,
    align: "right",
    weight: "bold",
    size: 10,
  });
  cell(doc, `Date: ${dateOf(data.issuedAt)}`, 300, 56, { width: 255, align: "right" });
  cell(doc, `Order ${data.orderNumber}`, 300, 67, { width: 255, align: "right" });
  if (data.credits) {
    cell(doc, `Against invoice ${data.credits.number} of ${dateOf(data.credits.issuedAt)}`, 300, 78, {
      width: 255,
      align: "right",
    });
    cell(doc, data.credits.reason, 300, 89, { width: 255, align: "right" });
  }

  const s = data.seller;
  cell(doc, "Supplier (restaurant)", 40, 110, { width: 250, weight: "bold" });
  cell(doc, s.name, 40, 122, { width: 250, weight: "bold", size: 10 });
  const sellerEnd = block(
    doc,
    [
      s.address,
      `${s.city}, ${s.state}`,
      `GSTIN: ${s.gstin ?? "not registered"}`,
      `FSSAI Lic. No.: ${s.fssaiNumber ?? "not given"}`,
    ],
    40,
    136,
    250,
  );
  const b = data.buyer;
  cell(doc, "Bill to (customer)", 310, 110, { width: 245, weight: "bold" });
  cell(doc, b.name, 310, 122, { width: 245, weight: "bold", size: 10 });
  const buyerEnd = block(
    doc,
    [b.address, `${b.city}, ${b.state}`, `Place of supply: ${data.placeOfSupply}`],
    310,
    136,
    245,
  );
  let y = Math.max(sellerEnd, buyerEnd) + 6;
  y = block(
    doc,
    [
      `Issued by ${data.platform}, the e-commerce operator through which the restaurant service is supplied, which ` +
        `pays its GST under section 9(5) of the CGST Act; the delivery and platform fees are ${data.platform}'s own supply. ` +
        (data.taxMode === "inclusive" ? "Prices include GST." : "GST is added to the prices."),
    ],
    40,
    y,
    515,
  );
  y = drawLines(doc, data, y + 8);
  drawTotals(doc, data, y);
  doc.end();
  return done;
}
