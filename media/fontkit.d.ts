/** The little of fontkit the studio uses (media/people.ts); the package ships no types. */
declare module 'fontkit' {
  interface Path {
    scale(x: number, y: number): Path
    translate(x: number, y: number): Path
    toSVG(): string
  }
  interface Glyph {
    path: Path
  }
  interface GlyphPosition {
    xAdvance: number
    xOffset: number
    yOffset: number
  }
  interface GlyphRun {
    glyphs: Glyph[]
    positions: GlyphPosition[]
  }
  export interface Font {
    unitsPerEm: number
    capHeight: number
    layout(text: string): GlyphRun
  }
  export function openSync(path: string): Font
}
