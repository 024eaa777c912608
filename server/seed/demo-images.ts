/**
 * The demo's images: a logo per directory supplier and a picture per reward, as small SVG files under
 * `public/` (Vite copies them into the build, so `npm start` serves them at /logos/… and /rewards/…).
 * Regenerate with `npm run demo-images` after changing a name or a colour; tests/api/directory-seed.test.ts
 * checks that every seeded URL has its file.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEMO_REWARDS, DIRECTORY_SUPPLIERS, logoUrlOf, rewardImageUrlOf } from './demo-directory'

/** The suppliers with accounts (demo.ts) and their colours. */
const ACCOUNT_SUPPLIERS = [
  { businessName: 'Materiales El Fuerte', color: '#b71c1c' },
  { businessName: 'Aceros del Norte', color: '#37474f' },
]

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => word.length > 2 || /^[A-ZÁÉÍÓÚÑ]/.test(word))
    .filter((word) => !['del', 'de', 'la', 'las', 'los', 'y'].includes(word.toLowerCase()))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')

/** A 240×120 logo: a coloured badge with the initials and the business name. */
export function logoSvg(name: string, color: string): string {
  const words = name.split(' ')
  const half = Math.ceil(words.length / 2)
  const lines = words.length > 2 ? [words.slice(0, half).join(' '), words.slice(half).join(' ')] : [name]
  const text = lines
    .map(
      (line, i) =>
        `<text x="112" y="${lines.length === 1 ? 66 : 54 + i * 22}" font-family="Arial, Helvetica, sans-serif" font-size="17" font-weight="700" fill="#212121">${escapeXml(line)}</text>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img" aria-label="${escapeXml(name)}"><rect width="240" height="120" rx="12" fill="#ffffff"/><circle cx="56" cy="60" r="40" fill="${color}"/><text x="56" y="70" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="28" font-weight="700" fill="#ffffff">${escapeXml(initialsOf(name))}</text>${text}</svg>\n`
}

/** A 240×160 reward picture: a gift box in the reward's colour and its name. */
export function rewardSvg(name: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 240 160" role="img" aria-label="${escapeXml(name)}"><rect width="240" height="160" rx="12" fill="#fafafa"/><rect x="80" y="38" width="80" height="62" rx="6" fill="${color}"/><rect x="72" y="26" width="96" height="18" rx="4" fill="${color}" opacity="0.85"/><rect x="114" y="26" width="12" height="74" fill="#ffffff" opacity="0.9"/><text x="120" y="132" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="15" font-weight="700" fill="#212121">${escapeXml(name)}</text></svg>\n`
}

/** Every demo image: its public path and its SVG. */
export function demoImages(): { path: string; svg: string }[] {
  return [
    ...[...ACCOUNT_SUPPLIERS, ...DIRECTORY_SUPPLIERS].map((s) => ({
      path: logoUrlOf(s.businessName),
      svg: logoSvg(s.businessName, s.color),
    })),
    ...DEMO_REWARDS.map((r) => ({ path: rewardImageUrlOf(r.name), svg: rewardSvg(r.name, r.color) })),
  ]
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('../../public', import.meta.url))
  for (const image of demoImages()) {
    const file = join(root, image.path)
    mkdirSync(join(file, '..'), { recursive: true })
    writeFileSync(file, image.svg)
  }
  console.log(`${demoImages().length} imágenes en ${root}`)
}
