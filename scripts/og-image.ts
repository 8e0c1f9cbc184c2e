/**
 * Builds the 1200x630 sharing image of a page: brand mark, the page's title and its
 * section, drawn as SVG and rasterised to PNG with sharp at build time.
 */
import sharp from 'sharp';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Breaks a title into at most `maxLines` lines of about `width` characters, on word boundaries. */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

export async function ogImage(args: { title: string; kicker: string; brand: string; domain: string }): Promise<Buffer> {
  const lines = wrap(args.title, 26, 3);
  const titleSvg = lines
    .map(
      (l, i) => `<text x="80" y="${290 + i * 82}" font-size="70" font-weight="700" fill="#ffffff">${escape(l)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#312e81"/><stop offset="1" stop-color="#0b1226"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1090" cy="90" r="220" fill="#4338ca" opacity="0.45"/>
  <circle cx="1150" cy="560" r="140" fill="#f97316" opacity="0.25"/>
  <g transform="translate(80 70)"><rect width="64" height="64" rx="16" fill="#4338ca" stroke="#818cf8" stroke-width="2"/><path d="M18 46V18l28 28V18" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="46" cy="18" r="5" fill="#f97316"/></g>
  <text x="164" y="114" font-size="40" font-weight="700" fill="#ffffff">${escape(args.brand)}</text>
  <text x="80" y="205" font-size="28" font-weight="700" fill="#fdba74" letter-spacing="3">${escape(args.kicker.toUpperCase())}</text>
  ${titleSvg}
  <rect x="80" y="520" width="1040" height="2" fill="#ffffff" opacity="0.2"/>
  <text x="80" y="570" font-size="28" fill="#c7d2fe">${escape(args.domain)} · Software development from Ahmedabad, India</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}
