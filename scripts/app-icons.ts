/**
 * The app's icons, drawn from one SVG (the brand's orange `brand.700` and white, src/theme/tokens.ts): a gable roof
 * over the 'O' of Obrafiado. Writes `public/icon.svg`, the PNGs a phone's home screen and the manifest use, and
 * `public/favicon.ico`. The PNGs are rendered by Debian's Chromium (Playwright) and committed; rerun with
 * `npm run app-icons` after changing the drawing (needs ffmpeg for the .ico).
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright'

const ORANGE = '#c2410c'
const WHITE = '#ffffff'

/** The mark on a 512 square; `inset` shrinks it into the maskable safe zone; `rounded` gives the tile corners. */
export function iconSvg({ rounded, inset = 1 }: { rounded: boolean; inset?: number }): string {
  const scale = inset
  const offset = (512 - 512 * scale) / 2
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512"><title>Obrafiado</title><rect width="512" height="512" rx="${rounded ? 112 : 0}" fill="${ORANGE}"/><g transform="translate(${offset} ${offset}) scale(${scale})" fill="none" stroke="${WHITE}" stroke-linecap="round" stroke-linejoin="round"><path d="M104 214 256 98l152 116" stroke-width="44"/><circle cx="256" cy="318" r="98" stroke-width="52"/></g></svg>\n`
}

const PUBLIC = fileURLToPath(new URL('../public/', import.meta.url))

async function main() {
  writeFileSync(join(PUBLIC, 'icon.svg'), iconSvg({ rounded: true }))
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  const page = await browser.newPage()
  const shot = async (svg: string, size: number, file: string, transparent: boolean) => {
    await page.setViewportSize({ width: size, height: size })
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('width="512" height="512"', `width="${size}" height="${size}"`)}</body></html>`,
    )
    await page.screenshot({ path: file, omitBackground: transparent })
  }
  // 'any' icons keep the rounded tile; the maskable one and Apple's fill the square (the system rounds them).
  await shot(iconSvg({ rounded: true }), 192, join(PUBLIC, 'icon-192.png'), true)
  await shot(iconSvg({ rounded: true }), 512, join(PUBLIC, 'icon-512.png'), true)
  await shot(iconSvg({ rounded: false, inset: 0.8 }), 512, join(PUBLIC, 'icon-maskable-512.png'), false)
  await shot(iconSvg({ rounded: false, inset: 0.86 }), 180, join(PUBLIC, 'apple-touch-icon.png'), false)
  const tmp = mkdtempSync(join(tmpdir(), 'obrafiado-icons-'))
  try {
    await shot(iconSvg({ rounded: true }), 48, join(tmp, 'icon-48.png'), true)
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-i',
      join(tmp, 'icon-48.png'),
      join(PUBLIC, 'favicon.ico'),
    ])
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
  await browser.close()
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main()
