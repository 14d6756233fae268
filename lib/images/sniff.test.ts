import { describe, expect, it } from "vitest";
import { mimeForExtension, sniffImageType } from "@/lib/images/sniff";
import { SAMPLE_IMAGES, TEXT_FILE } from "@/tests/support/image-fixtures";

const bytes = (...parts: Array<string | number[]>): Uint8Array =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

// The smallest headers each format's decoders recognise.
const HEADERS = {
  jpg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF", [0x00, 0x01, 0x01]),
  png: bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a], u32(13), "IHDR"),
  gif87: bytes("GIF87a", [1, 0, 1, 0]),
  gif89: bytes("GIF89a", [1, 0, 1, 0]),
  webpLossy: bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "),
  webpLossless: bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8L"),
  avif: bytes(u32(0x1c), "ftypavif", u32(0), "avifmif1miaf"),
  avifSequence: bytes(u32(0x1c), "ftypavis", u32(0), "avismif1miaf"),
};

describe("sniffImageType", () => {
  it.each([
    ["jpg", HEADERS.jpg, "image/jpeg"],
    ["png", HEADERS.png, "image/png"],
    ["gif", HEADERS.gif87, "image/gif"],
    ["gif", HEADERS.gif89, "image/gif"],
    ["webp", HEADERS.webpLossy, "image/webp"],
    ["webp", HEADERS.webpLossless, "image/webp"],
    ["avif", HEADERS.avif, "image/avif"],
    ["avif", HEADERS.avifSequence, "image/avif"],
  ] as const)("recognises a minimal %s header", async (ext, header, mime) => {
    expect(await sniffImageType(header)).toEqual({ ext, mime });
  });

  it.each(Object.entries(SAMPLE_IMAGES))("recognises a real %s file", async (ext, file) => {
    expect((await sniffImageType(file))?.ext).toBe(ext);
  });

  it("rejects a text file whatever it is called", async () => {
    const renamed = new File([TEXT_FILE], "menu.png", { type: "image/png" });
    expect(await sniffImageType(new Uint8Array(await renamed.arrayBuffer()))).toBeNull();
  });

  it.each([
    ["an HTML page called photo.jpg", "<!doctype html><script>alert(1)</script>", "photo.jpg", "image/jpeg"],
    [
      "an SVG called logo.png",
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      "logo.png",
      "image/png",
    ],
  ])("rejects %s (a disguised file)", async (_name, text, fileName, declared) => {
    const disguised = new File([text], fileName, { type: declared });
    expect(await sniffImageType(new Uint8Array(await disguised.arrayBuffer()))).toBeNull();
  });

  it("goes by the bytes, not the name: a PNG called dish.gif is a PNG", async () => {
    const misnamed = new File([SAMPLE_IMAGES.png as BlobPart], "dish.gif", { type: "image/gif" });
    expect(await sniffImageType(new Uint8Array(await misnamed.arrayBuffer()))).toEqual({
      ext: "png",
      mime: "image/png",
    });
  });

  // Edges file-type draws where the hand-written sniffer (before issue 28) drew them otherwise
  // (docs/decisions/0014): it reads an ISO file by its major brand only, and a GIF or WEBP by its
  // signature. The looser two are inert: the bytes are stored as they are and served with the
  // sniffed image type and nosniff, so a malformed image just fails to draw.
  it("rejects an AVIF whose major brand is the generic mif1 (file-type: HEIF, which is not accepted)", async () => {
    expect(await sniffImageType(bytes(u32(0x18), "ftypmif1", u32(0), "miafavif"))).toBeNull();
  });

  it.each([
    ["gif", "a GIF with an unknown version", bytes("GIF88a")],
    ["webp", "a RIFF WEBP with no image chunk", bytes("RIFF", [0x24, 0, 0, 0], "WEBPJUNK")],
  ] as const)("takes a %s by its signature: %s", async (ext, _name, input) => {
    expect((await sniffImageType(input))?.ext).toBe(ext);
  });

  it.each([
    ["an empty file", bytes()],
    ["a truncated JPEG marker", bytes([0xff, 0xd8])],
    ["a PNG signature cut short", HEADERS.png.subarray(0, 7)],
    ["a RIFF audio file", bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt ")],
    ["a HEIC photo", bytes(u32(0x18), "ftypheic", u32(0), "mif1heic")],
    ["an MP4 video", bytes(u32(0x18), "ftypisom", u32(0), "isomavc1")],
    ["an ftyp box naming avif beyond its own size", bytes(u32(0x10), "ftypmif1", u32(0), "avif")],
    ["an SVG (scripts inside, so never accepted)", bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["a PDF", bytes("%PDF-1.7\n")],
  ])("rejects %s", async (_name, input) => {
    expect(await sniffImageType(input)).toBeNull();
  });
});

describe("mimeForExtension", () => {
  it("maps stored extensions to their types and nothing else", () => {
    expect(mimeForExtension("webp")).toBe("image/webp");
    expect(mimeForExtension("jpg")).toBe("image/jpeg");
    expect(mimeForExtension("svg")).toBeNull();
    expect(mimeForExtension("toString")).toBeNull();
  });
});
