/**
 * `npm run help-videos`: records the two help videos of /how-to-use from the running app with demo data
 * (docs/decisions.md#help-videos). It starts the built app on a free port with a fresh demo database, drives
 * a builder's phone and a supplier's counter with Playwright, captures frames with the DevTools screencast,
 * and encodes them with the system's ffmpeg (Debian package `ffmpeg`) into public/help/: WebM (VP9) and MP4
 * (H.264) video, a poster, and Spanish WebVTT captions timed to each scene. The caption texts, and the
 * transcripts the help page shows, are the ones of contract/helpVideos.ts.
 *
 *   npm run help-videos                       # build if needed, start a private app, record both
 *   npm run help-videos -- --url http://…     # record against an app that is already running with demo data
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { type Browser, type CDPSession, chromium, type Locator, type Page } from 'playwright'
import { HELP_VIDEOS, type HelpVideo } from '../contract/helpVideos'

const ROOT = resolve(import.meta.dirname, '..')
const OUT_DIR = join(ROOT, 'public', 'help')
const PHONE = { width: 360, height: 740 }
/** Frames are taken at twice the CSS pixels, so text stays sharp on a phone's screen. */
const SCALE = 2
const FRAME = { width: PHONE.width * SCALE, height: PHONE.height * SCALE }
const PASSWORD = 'Demo1234!'
/** How long a caption stays on screen after its scene's action, so it can be read. */
const READ_MS = 2600

interface Frame {
  file: string
  /** Seconds since the epoch, when the frame arrived. */
  at: number
}

/** Frames of whichever page is on camera, and the start of each scene, on one timeline. */
class Recorder {
  readonly frames: Frame[] = []
  readonly cues: { at: number; text: string }[] = []
  private session: CDPSession | undefined
  private count = 0

  constructor(private readonly dir: string) {}

  /** Puts `page` on camera: its first frame is taken at once, then every repaint. */
  async film(page: Page): Promise<void> {
    await this.session?.send('Page.stopScreencast').catch(() => {})
    await this.session?.detach().catch(() => {})
    await this.save(await page.screenshot({ type: 'jpeg', quality: 85 }), Date.now() / 1000)
    const session = await page.context().newCDPSession(page)
    session.on('Page.screencastFrame', (frame) => {
      void session.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => {})
      // Stamped on arrival, on the same clock as the scenes: the screencast's own timestamps run on
      // another clock (they put the frames seconds ahead of the captions).
      void this.save(Buffer.from(frame.data, 'base64'), Date.now() / 1000)
    })
    await session.send('Page.startScreencast', {
      format: 'jpeg',
      quality: 85,
      maxWidth: FRAME.width,
      maxHeight: FRAME.height,
    })
    this.session = session
  }

  /** A scene starts now, with its caption. */
  scene(text: string): void {
    this.cues.push({ at: Date.now() / 1000, text })
  }

  async stop(): Promise<number> {
    await this.session?.send('Page.stopScreencast').catch(() => {})
    await this.session?.detach().catch(() => {})
    this.session = undefined
    return Date.now() / 1000
  }

  private async save(bytes: Buffer, at: number): Promise<void> {
    this.count += 1
    const file = join(this.dir, `frame-${String(this.count).padStart(5, '0')}.jpg`)
    this.frames.push({ file, at })
    await writeFile(file, bytes)
  }
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** Types like a person, so the viewer can follow. */
async function type(field: Locator, text: string): Promise<void> {
  await field.click()
  await field.pressSequentially(text, { delay: 90 })
}

/** A circle where the finger or the mouse presses, drawn by the page itself (only in these recordings). */
function showTaps(): void {
  addEventListener(
    'pointerdown',
    (event) => {
      const dot = document.createElement('div')
      dot.setAttribute('aria-hidden', 'true')
      Object.assign(dot.style, {
        position: 'fixed',
        left: `${event.clientX - 18}px`,
        top: `${event.clientY - 18}px`,
        width: '36px',
        height: '36px',
        borderRadius: '50%',
        background: 'rgba(234, 88, 12, 0.45)',
        border: '2px solid rgba(234, 88, 12, 0.9)',
        pointerEvents: 'none',
        zIndex: '2147483647',
        transition: 'opacity 600ms ease-out, transform 600ms ease-out',
      })
      document.body.append(dot)
      requestAnimationFrame(() => {
        dot.style.opacity = '0'
        dot.style.transform = 'scale(1.6)'
      })
      setTimeout(() => dot.remove(), 700)
    },
    true,
  )
}

async function openPhone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    deviceScaleFactor: SCALE,
    isMobile: true,
    hasTouch: true,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
  })
  const page = await context.newPage()
  await page.addInitScript(showTaps)
  // The buy tutorial opens once per browser on a builder's first dashboard; the video shows the app itself.
  await page.addInitScript(() => localStorage.setItem('buyTutorialShowed', '1'))
  return page
}

async function signIn(page: Page, email: string, slowly = false): Promise<void> {
  await page.goto('/login')
  const emailField = page.getByLabel('Correo electrónico', { exact: true })
  const passwordField = page.getByLabel('Contraseña', { exact: true })
  if (slowly) {
    await type(emailField, email)
    await type(passwordField, PASSWORD)
  } else {
    await emailField.fill(email)
    await passwordField.fill(PASSWORD)
  }
  await page.getByRole('button', { name: 'Ingresar' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
}

/** Opens an entry of the main menu the way a phone does: through 'Abrir menú'. */
async function openMenuEntry(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Abrir menú' }).click()
  await pause(700)
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name, exact: true }).click()
}

async function acknowledge(page: Page): Promise<void> {
  const done = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Exitoso' })
  await done.waitFor()
  await pause(READ_MS)
  await done.getByRole('button', { name: 'Aceptar' }).click()
  await done.waitFor({ state: 'hidden' })
}

/** The bank's SPEI receipt the builder uploads: a picture, as a phone's screenshot of its bank app would be. */
async function receiptImage(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 360, height: 260 } })
  await page.setContent(
    `<main style="font: 16px sans-serif; padding: 20px">
      <h1 style="font-size: 20px">Comprobante de transferencia SPEI</h1>
      <p>Beneficiario: Materiales El Fuerte</p>
      <p>Monto: $2,450.00</p>
      <p>Clave de rastreo: OBRAFIADO0001</p>
    </main>`,
  )
  const png = await page.screenshot({ type: 'png' })
  await page.close()
  return png
}

interface Cast {
  builder: Page
  counter: Page
  receipt: Buffer
  /** The sale the first video makes and the second one pays. */
  paymentId?: number
}

type Scene = (cast: Cast, recorder: Recorder) => Promise<void>

/** One scene per caption of contract/helpVideos.ts, in the same order. */
const SCENES: Record<HelpVideo['slug'], Scene[]> = {
  'como-comprar': [
    async ({ builder }, recorder) => {
      await builder.goto('/login')
      await recorder.film(builder)
      await pause(800)
      await signIn(builder, 'cliente@demo.mx', true)
    },
    async ({ builder }) => {
      await ddAfter(builder, 'Disponible').filter({ hasText: '$' }).waitFor()
    },
    async ({ builder }) => {
      await openMenuEntry(builder, 'Nueva compra')
    },
    async ({ builder }) => {
      await builder.getByText('Código de compra').first().waitFor()
      await builder
        .locator('dd [aria-hidden="true"]')
        .filter({ hasText: /^\d{6}$/ })
        .waitFor()
      await pause(1500)
    },
    async (cast, recorder) => {
      const { builder, counter } = cast
      const userNumber = ((await ddAfter(builder, 'Número de usuario').textContent()) ?? '').trim()
      const code = (
        (await ddAfter(builder, 'Código de compra').locator('[aria-hidden="true"]').textContent()) ?? ''
      ).trim()
      await counter.goto('/front-desk')
      await recorder.film(counter)
      await pause(600)
      await type(counter.getByLabel('Número de usuario'), userNumber)
      await counter.getByText('Constructora Robles').waitFor()
      await type(counter.getByLabel('Código de compra'), code)
    },
    async ({ counter }) => {
      await type(counter.getByLabel('Monto'), '2450')
      await type(counter.getByLabel('Plazo (días)'), '30')
      await type(counter.getByLabel('Referencia'), 'Cemento gris 50 kg')
      const vendor = counter.getByLabel('Vendedor')
      if ((await vendor.count()) > 0) {
        const labels = await vendor.locator('option').allInnerTexts()
        const label = labels.find((text) => text.includes('Jorge Ruiz')) ?? labels[1]
        if (label) await vendor.selectOption({ label })
      }
    },
    async ({ counter }) => {
      await counter.getByRole('button', { name: 'Continuar' }).click()
      await pause(900)
      await counter.getByRole('button', { name: 'Omitir' }).click()
      await pause(900)
      await counter.getByLabel('He verificado la información').check({ force: true })
      await pause(700)
      await counter.getByRole('button', { name: 'Confirmar' }).click()
    },
    async (cast) => {
      await cast.counter.getByText('Compra registrada con éxito').waitFor()
      cast.paymentId = await newestPaymentId(cast.builder)
    },
    async ({ builder }, recorder) => {
      await recorder.film(builder)
      await openMenuEntry(builder, 'Compras')
      await builder
        .getByRole('button', { name: /^Ver acciones del pago/ })
        .first()
        .waitFor()
    },
  ],
  'como-pagar': [
    async ({ builder, paymentId }, recorder) => {
      await builder.goto('/payments/pending')
      await recorder.film(builder)
      await builder
        .getByRole('button', { name: /^Ver acciones del pago/ })
        .first()
        .waitFor()
      await pause(900)
      await builder.getByRole('button', { name: 'Filtrar' }).click()
      await type(builder.getByRole('form', { name: 'Filtros' }).getByLabel('ID'), String(paymentId))
      await builder.getByRole('button', { name: 'Aplicar' }).click()
      const actions = builder.getByRole('button', { name: `Ver acciones del pago ${paymentId}`, exact: true })
      await actions.waitFor()
      await builder.getByText('$2,450.00').first().waitFor()
      await pause(900)
      await actions.click()
    },
    async ({ builder }) => {
      await builder.getByRole('menuitem', { name: 'Pagar', exact: true }).click()
      await builder
        .getByRole('dialog', { name: 'Pagar' })
        .getByText(/^\d{18}$/)
        .waitFor()
    },
    async ({ builder, receipt }) => {
      await builder
        .getByRole('dialog', { name: 'Pagar' })
        .getByLabel('Comprobante de pago')
        .setInputFiles({ name: 'transferencia-spei.png', mimeType: 'image/png', buffer: receipt })
    },
    async ({ builder }) => {
      await builder.getByRole('button', { name: 'Enviar comprobante' }).click()
      await acknowledge(builder)
    },
    async ({ counter, paymentId }, recorder) => {
      await counter.goto('/payments/to_confirm')
      await recorder.film(counter)
      await counter.getByText('Pago a confirmar').first().waitFor()
      await pause(900)
      await counter.getByRole('button', { name: `Ver acciones del pago ${paymentId}`, exact: true }).click()
      await pause(700)
      await counter.getByRole('menuitem', { name: 'Confirmar', exact: true }).click()
      await pause(900)
      await counter.getByRole('button', { name: 'Si, confirmar' }).click()
      await acknowledge(counter)
    },
    async ({ builder }, recorder) => {
      await builder.goto('/dashboard-customer')
      await recorder.film(builder)
      await ddAfter(builder, 'Disponible').filter({ hasText: '$' }).waitFor()
    },
  ],
}

const ddAfter = (page: Page, term: string) =>
  page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]')

/** The builder's newest purchase, read from the API with the builder's own session. */
async function newestPaymentId(builder: Page): Promise<number> {
  return builder.evaluate(async () => {
    const answer = await fetch('/api/payments?order_by=id&order_by_condition=desc&paginate=1', {
      headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
    })
    const body = (await answer.json()) as { data: { id: number }[] }
    const newest = body.data[0]
    if (!newest) throw new Error('The builder has no purchases')
    return newest.id
  })
}

/** `00:00:03.250` */
function vttTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000))
  const pad = (value: number, size = 2) => String(value).padStart(size, '0')
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`
}

export function webVtt(cues: { at: number; text: string }[], start: number, end: number): string {
  const blocks = cues.map((cue, index) => {
    const until = cues[index + 1]?.at ?? end
    return `${index + 1}\n${vttTime(cue.at - start)} --> ${vttTime(until - start)}\n${cue.text}`
  })
  return `WEBVTT\nKind: captions\nLanguage: es\n\n${blocks.join('\n\n')}\n`
}

/** The frames as ffmpeg's concat list: each frame lasts until the next one (the last until `end`). */
function concatList(frames: Frame[], end: number): string {
  const sorted = [...frames].sort((a, b) => a.at - b.at)
  const lines = sorted.map((frame, index) => {
    const next = sorted[index + 1]?.at ?? end
    return `file '${frame.file}'\nduration ${Math.max(next - frame.at, 0.001).toFixed(3)}`
  })
  // The concat demuxer ignores the last duration unless the file is listed once more.
  const last = sorted.at(-1)
  if (last) lines.push(`file '${last.file}'`)
  return `${lines.join('\n')}\n`
}

function encode(list: string, stem: string, posterAt: number): void {
  const fit = `scale=${FRAME.width}:${FRAME.height}:force_original_aspect_ratio=decrease,pad=${FRAME.width}:${FRAME.height}:(ow-iw)/2:(oh-ih)/2:white,fps=15,format=yuv420p`
  const input = ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', list]
  const ffmpeg = (args: string[]) => execFileSync('ffmpeg', args, { stdio: 'inherit' })
  ffmpeg([
    ...input,
    '-vf',
    fit,
    '-c:v',
    'libvpx-vp9',
    '-crf',
    '40',
    '-b:v',
    '0',
    '-row-mt',
    '1',
    '-an',
    `${stem}.webm`,
  ])
  ffmpeg([
    ...input,
    '-vf',
    fit,
    '-c:v',
    'libx264',
    '-crf',
    '30',
    '-preset',
    'slow',
    '-movflags',
    '+faststart',
    '-an',
    `${stem}.mp4`,
  ])
  ffmpeg([
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-ss',
    posterAt.toFixed(2),
    '-i',
    `${stem}.webm`,
    '-frames:v',
    '1',
    '-q:v',
    '5',
    `${stem}.jpg`,
  ])
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => done(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function startApp(dataDir: string): Promise<{ url: string; app: ChildProcess }> {
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) {
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  }
  const port = await freePort()
  // Always the embedded database with a fresh demo seed, whatever the caller's environment points at.
  const { DATABASE_URL: _ignored, ...env } = process.env
  const app = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, SEED: 'demo' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  for (let tries = 0; tries < 240; tries += 1) {
    const ready = await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    )
    if (ready) return { url, app }
    if (app.exitCode !== null) throw new Error(`The app exited with ${app.exitCode}`)
    await pause(500)
  }
  throw new Error('The app did not answer /api/health within 2 minutes')
}

async function record(browser: Browser, baseURL: string, work: string): Promise<void> {
  const builder = await openPhone(browser, baseURL)
  const counter = await openPhone(browser, baseURL)
  await signIn(counter, 'proveedor@demo.mx')
  const cast: Cast = { builder, counter, receipt: await receiptImage(browser) }
  await mkdir(OUT_DIR, { recursive: true })
  for (const video of HELP_VIDEOS) {
    const scenes = SCENES[video.slug]
    if (scenes.length !== video.captions.length) {
      throw new Error(`${video.slug}: ${scenes.length} scenes for ${video.captions.length} captions`)
    }
    const frames = join(work, video.slug)
    await mkdir(frames, { recursive: true })
    const recorder = new Recorder(frames)
    for (const [index, scene] of scenes.entries()) {
      recorder.scene(video.captions[index] ?? '')
      await scene(cast, recorder)
      await pause(READ_MS)
    }
    const end = await recorder.stop()
    const start = Math.min(recorder.frames[0]?.at ?? end, recorder.cues[0]?.at ?? end)
    const stem = join(OUT_DIR, video.slug)
    const list = join(work, `${video.slug}.txt`)
    await writeFile(list, concatList(recorder.frames, end))
    // The poster: the middle of the second scene, once its screen has loaded and before the next action.
    const second = ((recorder.cues[1]?.at ?? start) + (recorder.cues[2]?.at ?? end)) / 2
    encode(list, stem, Math.min(end - start - 0.5, second - start))
    await writeFile(`${stem}.vtt`, webVtt(recorder.cues, start, end))
    console.log(`${video.slug}: ${recorder.frames.length} frames, ${(end - start).toFixed(1)} s`)
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { url: { type: 'string' } } })
  const work = await mkdtemp(join(tmpdir(), 'help-videos-'))
  let app: ChildProcess | undefined
  try {
    let url = values.url
    if (!url) {
      const started = await startApp(join(work, 'data'))
      url = started.url
      app = started.app
    }
    const browser = await chromium.launch({
      executablePath:
        process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    })
    try {
      await record(browser, url, work)
    } catch (error) {
      for (const [index, page] of browser
        .contexts()
        .flatMap((context) => context.pages())
        .entries()) {
        await page.screenshot({ path: join(tmpdir(), `help-videos-failed-${index}.png`) }).catch(() => {})
      }
      console.error(`Screenshots of the pages: ${join(tmpdir(), 'help-videos-failed-*.png')}`)
      throw error
    } finally {
      await browser.close()
    }
  } finally {
    app?.kill()
    await rm(work, { recursive: true, force: true })
  }
}

if (process.argv[1]?.endsWith('help-videos.ts')) await main()
