import { HELP_VIDEOS } from '@contract/helpVideos'
import { openAs } from './helpers'
import { expect, test } from './world'

test('on a phone, a builder opens the help page and both videos play from the app with Spanish captions', async ({
  browser,
  world,
}) => {
  const builder = await openAs(browser, world, 'cliente@demo.mx', { width: 360, height: 740 })
  // Any request that leaves the app's own origin fails the test: the videos must play offline.
  const foreign: string[] = []
  builder.on('request', (request) => {
    if (!request.url().startsWith(new URL(builder.url()).origin)) foreign.push(request.url())
  })
  await builder.goto('/how-to-use')
  await expect(builder.getByRole('heading', { name: '¿Cómo comprar?', level: 1 })).toBeVisible()

  for (const help of HELP_VIDEOS) {
    const section = builder.getByRole('region', { name: help.title })
    await expect(section.getByRole('listitem').first()).toHaveText(help.captions[0] ?? '')
    const video = section.locator('video')
    await video.scrollIntoViewIfNeeded()
    const played = await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true
      await element.play()
      await new Promise<void>((done, fail) => {
        const started = performance.now()
        const check = () => {
          if (element.currentTime > 0.5) done()
          else if (performance.now() - started > 20_000) fail(new Error(`stuck at ${element.currentTime}`))
          else setTimeout(check, 100)
        }
        check()
      })
      element.pause()
      const track = element.textTracks[0]
      return {
        source: element.currentSrc,
        duration: element.duration,
        width: element.videoWidth,
        mode: track?.mode,
        language: track?.language,
        cues: track?.cues?.length ?? 0,
        firstCue: (track?.cues?.[0] as VTTCue | undefined)?.text,
      }
    })
    expect(played.source).toMatch(new RegExp(`/help/${help.slug}\\.(webm|mp4)$`))
    expect(played.duration).toBeGreaterThan(10)
    expect(played.width).toBeGreaterThan(0)
    expect(played).toMatchObject({
      mode: 'showing',
      language: 'es',
      cues: help.captions.length,
      firstCue: help.captions[0],
    })
  }

  // Seeking needs byte ranges; captions need their own type to be read by every browser.
  const webm = await builder.request.get('/help/como-pagar.webm', { headers: { Range: 'bytes=0-99' } })
  expect(webm.status()).toBe(206)
  expect(webm.headers()['content-type']).toBe('video/webm')
  const vtt = await builder.request.get('/help/como-pagar.vtt')
  expect(vtt.headers()['content-type']).toMatch(/^text\/vtt/)
  expect(foreign).toEqual([])
})
