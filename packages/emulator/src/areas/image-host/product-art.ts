/**
 * Draws seed product pictures as SVG (rendered to JPEG by sharp on first request): a soft
 * gradient, a floor shadow and a simple object silhouette per kind. Shapes only, no text, so
 * no fonts are needed; deterministic for a given seed word.
 */

export type ArtKind =
  | 'shirt'
  | 'mug'
  | 'bottle'
  | 'lamp'
  | 'plant'
  | 'bag'
  | 'shoe'
  | 'book'
  | 'chair'
  | 'box'

const PALETTES: [string, string, string][] = [
  ['#f4efe6', '#e3d5c0', '#b5651d'],
  ['#e8f1f2', '#c7dde0', '#2f6f73'],
  ['#f3e9f1', '#dec6da', '#7b3f73'],
  ['#eef2e6', '#d3dfc0', '#4f6b2b'],
  ['#f2ecea', '#e0ccc6', '#9c3d2e'],
  ['#e9ecf4', '#c9d0e6', '#34467a'],
  ['#f5f1df', '#e6dcae', '#8a6d12'],
  ['#ecebea', '#d2cfcc', '#3b3b3b'],
]

const SHAPES: Record<ArtKind, (c: string) => string> = {
  shirt: (c) =>
    `<path d="M300 250 L400 210 Q500 260 600 210 L700 250 L760 380 L680 410 L660 350 L660 760 L340 760 L340 350 L320 410 L240 380 Z" fill="${c}"/>`,
  mug: (c) =>
    `<rect x="330" y="330" width="300" height="360" rx="30" fill="${c}"/><path d="M630 420 q120 0 120 110 q0 110 -120 110" stroke="${c}" stroke-width="40" fill="none"/>`,
  bottle: (c) =>
    `<rect x="440" y="200" width="120" height="90" rx="10" fill="${c}"/><path d="M420 290 h160 q60 60 60 140 v300 q0 30 -30 30 h-220 q-30 0 -30 -30 v-300 q0 -80 60 -140z" fill="${c}"/>`,
  lamp: (c) =>
    `<path d="M380 260 h240 l80 200 h-400z" fill="${c}"/><rect x="485" y="460" width="30" height="240" fill="${c}"/><rect x="400" y="700" width="200" height="40" rx="10" fill="${c}"/>`,
  plant: (c) =>
    `<path d="M500 520 q-160 -80 -120 -280 q120 60 120 280z M500 520 q160 -80 120 -280 q-120 60 -120 280z M500 520 q0 -200 0 -320" fill="${c}" stroke="${c}" stroke-width="12"/><path d="M380 520 h240 l-40 230 h-160z" fill="${c}" opacity="0.8"/>`,
  bag: (c) =>
    `<path d="M400 380 q0 -140 100 -140 q100 0 100 140" stroke="${c}" stroke-width="30" fill="none"/><rect x="300" y="380" width="400" height="380" rx="30" fill="${c}"/>`,
  shoe: (c) =>
    `<path d="M260 640 q0 -120 80 -160 l120 -80 q40 60 120 60 l140 120 q80 20 80 80 v40 h-540z" fill="${c}"/>`,
  book: (c) =>
    `<rect x="330" y="230" width="340" height="520" rx="14" fill="${c}"/><rect x="360" y="260" width="20" height="460" fill="#ffffff" opacity="0.5"/>`,
  chair: (c) =>
    `<rect x="360" y="220" width="280" height="260" rx="20" fill="${c}"/><rect x="340" y="480" width="320" height="60" rx="12" fill="${c}"/><rect x="360" y="540" width="30" height="200" fill="${c}"/><rect x="610" y="540" width="30" height="200" fill="${c}"/>`,
  box: (c) =>
    `<path d="M500 240 l220 110 v260 l-220 110 l-220 -110 v-260z" fill="${c}"/><path d="M280 350 l220 110 l220 -110" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.6"/>`,
}

/** A small stable hash of a word, to pick palettes and variations. */
const hash = (word: string) => [...word].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7)

/** An SVG picture (`width`×`height`) of a `kind` of product, varied by `seed`. */
export function productArt(kind: ArtKind, seed: string, width = 1000, height = 1000): string {
  const h = hash(seed)
  const [light, mid, ink] = PALETTES[h % PALETTES.length] as [string, string, string]
  const tilt = (h % 13) - 6
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1000 1000" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="1000" height="1000" fill="url(#g)"/>
<ellipse cx="500" cy="800" rx="300" ry="40" fill="#000000" opacity="0.12"/>
<g transform="rotate(${tilt} 500 500)">${SHAPES[kind](ink)}</g>
</svg>`
}
