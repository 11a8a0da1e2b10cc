/**
 * The people and organisations of the site as SVG, made without a browser:
 * one monogram medallion style for every person (leaders and testimonial
 * authors: no faces, no photos of anyone), a wordmark with its own mark for
 * every customer and research partner, and the seeded event's picture.
 *
 * Letters are Inter's own outlines (the static @fontsource/inter files, read
 * with fontkit), turned into paths: an SVG shown through <img> cannot use the
 * page's web font, and a system font would differ from one machine to the next.
 * The files keep the paths the seed and the pages already use, so existing
 * databases show them too (decision 008: no row is touched).
 */
import fs from 'node:fs'
import path from 'node:path'
import { openSync, type Font } from 'fontkit'

const root = path.resolve(import.meta.dirname, '..')
const media = path.join(root, 'public/media')

const fonts = new Map<number, Font>()
function inter(weight: number): Font {
  let font = fonts.get(weight)
  if (!font) {
    font = openSync(
      path.join(root, `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
    )
    fonts.set(weight, font)
  }
  return font
}

/** A tenth of a unit is far below a pixel at any size these files are shown. */
const tidy = (d: string) => d.replace(/-?\d+\.\d+/g, (n) => String(Math.round(Number(n) * 10) / 10))

interface TextOptions {
  weight: number
  size: number
  x: number
  /** The baseline. */
  y: number
  anchor?: 'start' | 'middle'
  /** Extra space after each letter, in pixels. */
  tracking?: number
}

/** A line of text as one path (kerned by the font), and its width. */
export function textPath(text: string, options: TextOptions): { d: string; width: number } {
  const font = inter(options.weight)
  const scale = options.size / font.unitsPerEm
  const run = font.layout(text)
  const tracking = options.tracking ?? 0
  const width = run.positions.reduce((sum, p) => sum + p.xAdvance * scale + tracking, 0) - tracking
  let x = options.anchor === 'middle' ? options.x - width / 2 : options.x
  let d = ''
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i]!
    d += glyph.path
      .scale(scale, -scale)
      .translate(x + position.xOffset * scale, options.y - position.yOffset * scale)
      .toSVG()
    x += position.xAdvance * scale + tracking
  })
  return { d: tidy(d), width }
}

/** The height of a capital letter at `size`. */
const capHeight = (weight: number, size: number) =>
  (inter(weight).capHeight / inter(weight).unitsPerEm) * size

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width)}" height="${height}" viewBox="0 0 ${Math.round(width)} ${height}">${body}</svg>\n`
}

// People ----------------------------------------------------------------

const tones = {
  navy: { from: '#12355f', to: '#0b2545', arc: '#5fb8ad' },
  teal: { from: '#13877e', to: '#0c5f58', arc: '#bfe7e1' },
  blue: { from: '#1667b8', to: '#0b3d73', arc: '#9cc8f0' },
} as const

/** A person's medallion: their initials on a brand-tone disc, a fine ring and an accent arc. */
export function medallion(name: string, tone: keyof typeof tones): string {
  const letters = name
    .replace(/^Dr\.?\s+/, '')
    .split(/[\s-]+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase()
  const colours = tones[tone]
  const size = 52
  const text = textPath(letters, {
    weight: 600,
    size,
    x: 80,
    y: 80 + capHeight(600, size) / 2,
    anchor: 'middle',
    tracking: 1,
  })
  // The arc: a quarter of the ring, from the top right down to the right.
  const r = 68
  const arc = (deg: number) => {
    const rad = (deg * Math.PI) / 180
    return `${(80 + r * Math.sin(rad)).toFixed(2)} ${(80 - r * Math.cos(rad)).toFixed(2)}`
  }
  return svg(
    160,
    160,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.from}"/><stop offset="1" stop-color="${colours.to}"/></linearGradient></defs>` +
      `<circle cx="80" cy="80" r="80" fill="url(#g)"/>` +
      `<circle cx="80" cy="80" r="${r}" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="1.5"/>` +
      `<path d="M${arc(28)}A${r} ${r} 0 0 1 ${arc(118)}" fill="none" stroke="${colours.arc}" stroke-width="3.5" stroke-linecap="round"/>` +
      `<path d="${text.d}" fill="#fff"/>`,
  )
}

export const people: Array<{ file: string; name: string; tone: keyof typeof tones }> = [
  { file: 'team/camille-rousseau.svg', name: 'Camille Rousseau', tone: 'navy' },
  { file: 'team/youssef-haddad.svg', name: 'Youssef Haddad', tone: 'teal' },
  { file: 'team/ines-garnier.svg', name: 'Inès Garnier', tone: 'blue' },
  { file: 'avatars/claire-moreau.svg', name: 'Claire Moreau', tone: 'teal' },
  { file: 'avatars/james-okafor.svg', name: 'James Okafor', tone: 'navy' },
]

// Organisations -----------------------------------------------------------

/** The marks, drawn in a 48 x 48 box. */
const marks = {
  /** A cross of light: a clinic. */
  lumivie: (c: string) =>
    `<rect width="48" height="48" rx="13" fill="${c}"/><path d="M24 12v24M12 24h24" stroke="#fff" stroke-width="6.5" stroke-linecap="round"/><circle cx="36" cy="12" r="3" fill="#a7e3d9"/>`,
  /** A molecule: a laboratory. */
  orvalis: (c: string) =>
    `<path d="M24 4.5 41 14.25v19.5L24 43.5 7 33.75v-19.5z" fill="none" stroke="${c}" stroke-width="5" stroke-linejoin="round"/><circle cx="24" cy="24" r="7" fill="#0b57a4"/>`,
  /** A hawthorn blossom (aubépine): a mutual insurer. */
  aubepine: (c: string) =>
    [0, 72, 144, 216, 288]
      .map((deg) => {
        const rad = (deg * Math.PI) / 180
        return `<circle cx="${(24 + 11 * Math.sin(rad)).toFixed(2)}" cy="${(24 - 11 * Math.cos(rad)).toFixed(2)}" r="9.5" fill="${c}" fill-opacity=".85"/>`
      })
      .join('') + `<circle cx="24" cy="24" r="5" fill="#fbe3ec"/>`,
  /** A house with a heart: care at home. */
  domivia: (c: string) =>
    `<path d="M6 22 24 7l18 15v19a3 3 0 0 1-3 3H9a3 3 0 0 1-3-3z" fill="${c}"/><path d="M24 36s-8.5-5.2-8.5-10.6a4.6 4.6 0 0 1 8.5-2.5 4.6 4.6 0 0 1 8.5 2.5C32.5 30.8 24 36 24 36z" fill="#fff"/>`,
  /** People together: a population study. */
  popular: (c: string) =>
    `<circle cx="15" cy="19" r="9" fill="${c}"/><circle cx="33" cy="19" r="9" fill="#0f766e"/><path d="M4 42c0-8 5-13 11-13s11 5 11 13zM22 42c0-8 5-13 11-13s11 5 11 13z" fill="${c}" fill-opacity=".35"/>`,
  /** Rings of exposures around a person. */
  exposome: (c: string) =>
    `<circle cx="24" cy="24" r="21" fill="none" stroke="${c}" stroke-width="3" stroke-opacity=".35"/><circle cx="24" cy="24" r="14" fill="none" stroke="${c}" stroke-width="3" stroke-opacity=".65"/><circle cx="24" cy="24" r="7" fill="${c}"/>`,
  /** A rising line: ageing well. */
  presage: (c: string) =>
    `<rect width="48" height="48" rx="24" fill="#e6f4f1"/><path d="M9 32c6 0 8-10 15-10s8 6 15-8" fill="none" stroke="${c}" stroke-width="5" stroke-linecap="round"/><circle cx="39" cy="14" r="4" fill="#0b2545"/>`,
}

/** A wordmark: the mark, then the name (its first words bold, the rest medium), 64 px high. */
export function wordmark(
  mark: keyof typeof marks,
  colour: string,
  strong: string,
  rest: string,
  restColour = colour,
): string {
  const size = 25
  const baseline = 32 + capHeight(700, size) / 2
  const first = textPath(strong, { weight: 700, size, x: 64, y: baseline, tracking: -0.3 })
  const gap = rest ? size * 0.3 : 0
  const second = rest
    ? textPath(rest, { weight: 500, size, x: 64 + first.width + gap, y: baseline, tracking: -0.2 })
    : { d: '', width: 0 }
  const width = 64 + first.width + gap + second.width + 4
  return svg(
    width,
    64,
    `<g transform="translate(2 8)">${marks[mark](colour)}</g><path d="${first.d}" fill="${colour}"/>` +
      (rest ? `<path d="${second.d}" fill="${restColour}"/>` : ''),
  )
}

export const organisations: Array<{ file: string; svg: () => string }> = [
  {
    file: 'logos/lumivie-clinics.svg',
    svg: () => wordmark('lumivie', '#0f766e', 'Lumivie', 'Clinics', '#0b2545'),
  },
  {
    file: 'logos/orvalis-laboratories.svg',
    svg: () => wordmark('orvalis', '#0b2545', 'Orvalis', 'Laboratories', '#0b57a4'),
  },
  {
    file: 'logos/mutuelle-aubepine.svg',
    svg: () => wordmark('aubepine', '#8b3a62', 'Mutuelle', 'Aubépine', '#5b2540'),
  },
  {
    file: 'logos/domivia-home-hospital.svg',
    svg: () => wordmark('domivia', '#b45309', 'Domivia', 'Home Hospital', '#0b2545'),
  },
  { file: 'partners/popular.svg', svg: () => wordmark('popular', '#0b57a4', 'Popular', '') },
  {
    file: 'partners/exposome.svg',
    svg: () => wordmark('exposome', '#0f766e', 'Exposome', 'Empowerment', '#0b2545'),
  },
  {
    file: 'partners/presage.svg',
    svg: () => wordmark('presage', '#0f766e', 'PréSAge', '', '#0b2545'),
  },
]

// The seeded event --------------------------------------------------------

/** The summit's picture (640 x 360): its name over a pathway, in the brand's navy. */
export function summitPicture(): string {
  const eyebrow = textPath('SUMMIT · PARIS', { weight: 600, size: 17, x: 44, y: 92, tracking: 2.4 })
  const title1 = textPath('Digital Care', { weight: 700, size: 44, x: 42, y: 152, tracking: -0.8 })
  const title2 = textPath('Pathways Summit', {
    weight: 700,
    size: 44,
    x: 42,
    y: 204,
    tracking: -0.8,
  })
  const line = textPath('Two afternoons of talks and workshops', {
    weight: 500,
    size: 19,
    x: 44,
    y: 258,
  })
  const nodes: Array<[number, number, string]> = [
    [460, 92, '#5fb8ad'],
    [548, 150, '#ffffff'],
    [460, 208, '#ffffff'],
    [548, 266, '#5fb8ad'],
  ]
  const edges = `<path d="M460 92C460 130 548 112 548 150M548 150C548 188 460 170 460 208M460 208C460 246 548 228 548 266" fill="none" stroke="#2f6f8f" stroke-width="3"/>`
  const dots = nodes
    .map(
      ([x, y, c]) =>
        `<circle cx="${x}" cy="${y}" r="17" fill="#0b2545" stroke="${c}" stroke-width="3.5"/><circle cx="${x}" cy="${y}" r="6" fill="${c}"/>`,
    )
    .join('')
  return svg(
    640,
    360,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0e2f57"/><stop offset="1" stop-color="#0b2545"/></linearGradient><pattern id="p" width="20" height="20" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.2" fill="#fff" fill-opacity=".07"/></pattern></defs>` +
      `<rect width="640" height="360" fill="url(#bg)"/><rect width="640" height="360" fill="url(#p)"/>` +
      `<rect x="0" y="318" width="640" height="42" fill="#0f766e" fill-opacity=".28"/>` +
      edges +
      dots +
      `<path d="${eyebrow.d}" fill="#5fb8ad"/><path d="${title1.d}${title2.d}" fill="#fff"/><path d="${line.d}" fill="#cbd5e1"/>`,
  )
}

/** Writes every file above into public/media/. */
export function writePeople(): void {
  const files: Array<[string, string]> = [
    ...people.map(({ file, name, tone }): [string, string] => [file, medallion(name, tone)]),
    ...organisations.map(({ file, svg: make }): [string, string] => [file, make()]),
    ['events/digital-care-pathways-summit.svg', summitPicture()],
  ]
  for (const [file, content] of files) {
    fs.mkdirSync(path.dirname(path.join(media, file)), { recursive: true })
    fs.writeFileSync(path.join(media, file), content)
    console.log(`media: ${file}`)
  }
}
