// WCAG 2 relative luminance and contrast ratio (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance):
// the themes are checked with it, and a terminal's reported background is called light or dark by it.

/** One sRGB channel from 0..1 to linear light. */
const linear = (c: number): number => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

/** Relative luminance of sRGB channels given from 0 to 1: 0 for black, 1 for white. */
export const luminanceOf = (r: number, g: number, b: number): number => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/** `#rrggbb` to channels from 0 to 1. */
export function channelsOfHex(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [m[1], m[2], m[3]].map((h) => parseInt(h, 16) / 255) as [number, number, number];
}

export const hexLuminance = (hex: string): number => luminanceOf(...channelsOfHex(hex));

/** (lighter + 0.05) / (darker + 0.05): from 1 (same colour) to 21 (black on white). */
export function contrastRatio(foreground: string, background: string): number {
  const a = hexLuminance(foreground);
  const b = hexLuminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
