/**
 * Images made on upload (issue 37, decision 107): a 6000 × 4000 photo-like
 * JPEG (made here with sharp: smooth shapes, fine grain, an EXIF GPS block)
 * goes through the same sharp pipeline as an upload. Reported: the time it
 * takes, the worst event-loop delay meanwhile (sharp works on libvips
 * threads: the server keeps answering), and the bytes of each variant, with
 * the one a phone's 375-px slot loads (goal ≤ 60 kB).
 *
 * Run: npx tsx bench/media-images.ts
 */
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import sharp from 'sharp'
import { prepareImage } from '../app/media/derivatives.server.ts'
import type { BenchResult } from './targets.ts'

const WIDTH = 6000
const HEIGHT = 4000
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`

/** A photo's statistics without a photo: large soft shapes (a blurred coarse noise) and a fine grain. */
async function photoLikeJpeg(): Promise<Buffer> {
  const coarse = Buffer.alloc(60 * 40 * 3)
  for (let i = 0; i < coarse.length; i += 1) coarse[i] = Math.floor(Math.random() * 256)
  const shapes = await sharp(coarse, { raw: { width: 60, height: 40, channels: 3 } })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .blur(12)
    .raw()
    .toBuffer()
  for (let i = 0; i < shapes.length; i += 1)
    shapes[i] = Math.max(0, Math.min(255, shapes[i]! + Math.round((Math.random() - 0.5) * 10)))
  return sharp(shapes, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } })
    .jpeg({ quality: 78 })
    .toBuffer()
}

/** The candidate Chromium picks for a slot of `slot` CSS pixels at `dpr`: the narrowest at least slot × dpr wide. */
const chosen = <T extends { width: number }>(candidates: T[], slot: number, dpr: number) =>
  [...candidates].sort((a, b) => a.width - b.width).find((c) => c.width >= slot * dpr) ??
  candidates.at(-1)!

export async function runMediaImagesBench(): Promise<BenchResult> {
  const dir = await mkdtemp(path.join(tmpdir(), 'alakin-media-bench-'))
  try {
    const input = path.join(dir, 'photo.jpg')
    const photo = await photoLikeJpeg()
    await writeFile(input, photo)
    const delay = monitorEventLoopDelay({ resolution: 10 })
    delay.enable()
    const started = performance.now()
    const prepared = await prepareImage(input, dir, {
      tooManyPixels: 'too many pixels',
      animated: 'animated',
      unreadable: 'unreadable',
    })
    const seconds = (performance.now() - started) / 1000
    delay.disable()
    const variants = await Promise.all(
      prepared.variants.map(async (variant) => ({
        ...variant,
        bytes: (await stat(variant.path)).size,
      })),
    )
    const avif = variants.filter((variant) => variant.format === 'avif')
    const phone = chosen(avif, 375, 2)
    const phone1x = chosen(avif, 375, 1)
    const fallback = (await stat(prepared.fallback.path)).size
    const rows = variants.map(
      (variant) =>
        `| ${variant.format} | ${variant.width} × ${variant.height} | ${kB(variant.bytes)} |`,
    )
    const report = [
      `A ${WIDTH} × ${HEIGHT} photo-like JPEG of ${kB(photo.byteLength)} with an EXIF GPS block, through the upload's`,
      `sharp pipeline (\`app/media/derivatives.server.ts\`): ${seconds.toFixed(1)} s for the fallback and ${variants.length} variants,`,
      `the event loop delayed at most ${(delay.max / 1e6).toFixed(0)} ms meanwhile (p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms).`,
      `Fallback (JPEG, ${prepared.fallback.width} × ${prepared.fallback.height}, no metadata): ${kB(fallback)}.`,
      '',
      '| format | size | bytes |',
      '| ------ | ---: | ----: |',
      ...rows,
      '',
      `A phone's 375-px slot loads the ${phone.width}-px AVIF at 2× (${kB(phone.bytes)}; goal ≤ 60 kB) and the`,
      `${phone1x.width}-px one at 1× (${kB(phone1x.bytes)}).`,
    ].join('\n')
    return {
      report,
      targets: [
        {
          target: 'A 6000 × 4000 upload reaches a 375-px slot (2× screen) at ≤ 60 kB (issue 37)',
          measured: kB(phone.bytes),
          met: phone.bytes <= 60 * 1024,
        },
      ],
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

if (import.meta.main) {
  const { report, targets } = await runMediaImagesBench()
  console.log(report)
  console.log(targets)
}
