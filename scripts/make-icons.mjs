// Writes the app icons (PNG, for the web app manifest, and the favicon) without any image tool: a brand-blue
// rounded square with a white mortarboard-like mark, drawn pixel by pixel. Run once; the PNGs
// are committed in public/.
import { writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

function crc32(buf) {
  let c;
  const table = [];
  for (let n = 0; n < 256; n++) {
    c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  let crc = 0xffffffff;
  for (const byte of buf) crc = table[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function png(size, maskable) {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  const brand = [29, 78, 216];
  const radius = maskable ? 0 : size * 0.22;
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const i = y * (size * 4 + 1) + 1 + x * 4;
      // Rounded square background.
      const dx = Math.max(radius - x, 0, x - (size - 1 - radius));
      const dy = Math.max(radius - y, 0, y - (size - 1 - radius));
      const inside = dx * dx + dy * dy <= radius * radius;
      // Mark: a diamond (the cap) over a small block (the head), scaled to the safe zone.
      const u = (x - size / 2) / (size * 0.3);
      const v = (y - size / 2) / (size * 0.3);
      const cap = Math.abs(u) + Math.abs((v + 0.25) * 2) <= 1;
      const head = Math.abs(u) <= 0.5 && v >= 0.1 && v <= 0.6;
      const white = inside && (cap || head);
      const [r, g, b] = white ? [255, 255, 255] : brand;
      raw[i] = r;
      raw[i + 1] = g;
      raw[i + 2] = b;
      raw[i + 3] = inside ? 255 : 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk("IHDR", header), chunk("IDAT", deflateSync(raw, { level: 9 })), chunk("IEND", Buffer.alloc(0))]);
}

const out = new URL("../public/", import.meta.url);
writeFileSync(new URL("icon-192.png", out), png(192, false));
writeFileSync(new URL("icon-512.png", out), png(512, false));
writeFileSync(new URL("icon-maskable-512.png", out), png(512, true));
writeFileSync(new URL("apple-touch-icon.png", out), png(180, true));
// The favicon, inlined in every page as a data: URL (vite.config.ts). A PNG, not the SVG: Chromium
// draws an SVG favicon in a document of its own on the page's main thread (7 to 13 ms after the
// first paint), where a 32 px PNG decodes in well under a millisecond.
writeFileSync(new URL("favicon-32.png", out), png(32, false));
console.log("icons written to public/");
