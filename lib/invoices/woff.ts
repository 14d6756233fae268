import { inflateSync } from "node:zlib";

// WOFF 1.0 (https://www.w3.org/TR/WOFF/) to the plain TrueType/OpenType file it wraps. The invoice's fonts ship as
// WOFF (the only plain-outline format @fontsource has); given a WOFF, fontkit inflates each table with a
// JavaScript inflate every time a document opens it, which was a fifth of the server's CPU in the checkout
// bench while invoices were rendered eagerly (docs/performance.md, "The write path"). Unwrapped once with
// Node's zlib, the same tables load without it: same glyphs, same metrics, same PDF.

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

type Table = { tag: number; checksum: number; data: Buffer };

/** The sfnt (TrueType or OpenType) font inside a WOFF 1.0 file; throws on anything else. */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error("Not a WOFF 1.0 font");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: Table[] = [];
  for (let i = 0; i < numTables; i++) {
    const entry = WOFF_HEADER + i * WOFF_ENTRY;
    const tag = woff.readUInt32BE(entry);
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const checksum = woff.readUInt32BE(entry + 16);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : Buffer.from(stored);
    if (data.length !== origLength) throw new Error(`WOFF table ${i} inflates to ${data.length}, not ${origLength}`);
    tables.push({ tag, checksum, data });
  }
  // The sfnt's table directory is sorted by tag; searchRange and friends are the binary-search hints it carries.
  tables.sort((a, b) => a.tag - b.tag);
  const power = 2 ** Math.floor(Math.log2(numTables));
  const padded = (n: number) => (n + 3) & ~3;
  let size = SFNT_HEADER + numTables * SFNT_ENTRY;
  for (const table of tables) size += padded(table.data.length);
  const out = Buffer.alloc(size);
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = SFNT_HEADER + numTables * SFNT_ENTRY;
  tables.forEach((table, i) => {
    const entry = SFNT_HEADER + i * SFNT_ENTRY;
    out.writeUInt32BE(table.tag, entry);
    out.writeUInt32BE(table.checksum, entry + 4);
    out.writeUInt32BE(offset, entry + 8);
    out.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}
