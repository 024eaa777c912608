import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { HELP_VIDEOS } from '@contract/helpVideos'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import HelpPage from '@/features/help/HelpPage'
import { expectNoAxeViolations } from './axe'

const PUBLIC = join(import.meta.dirname, '..', '..', 'public')
const TITLES = ['Cómo comprar', 'Cómo pagar']

/** The cues of a WebVTT file: start and end in seconds, and the text. */
function cuesOf(vtt: string): { start: number; end: number; text: string }[] {
  const seconds = (stamp: string) => {
    const [h, m, s] = stamp.split(':').map(Number)
    return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0)
  }
  return vtt
    .split(/\n\n+/)
    .map((block) => block.split('\n'))
    .filter((lines) => lines.some((line) => line.includes(' --> ')))
    .map((lines) => {
      const timing = lines.findIndex((line) => line.includes(' --> '))
      const [start = '', end = ''] = (lines[timing] ?? '').split(' --> ')
      return {
        start: seconds(start),
        end: seconds(end),
        text: lines
          .slice(timing + 1)
          .join('\n')
          .trim(),
      }
    })
}

describe('/how-to-use', () => {
  it('shows the two videos, each with Spanish captions, a poster, two formats and its transcript under it', async () => {
    render(<HelpPage title="¿Cómo comprar?" />)
    expect(screen.getByRole('heading', { level: 1, name: '¿Cómo comprar?' })).toBeTruthy()
    const sections = screen.getAllByRole('region')
    expect(sections.map((section) => section.getAttribute('aria-labelledby'))).toHaveLength(2)
    for (const [index, title] of TITLES.entries()) {
      const section = screen.getByRole('region', { name: title })
      const video = section.querySelector('video')
      expect(video, title).toBeTruthy()
      expect(video?.hasAttribute('controls')).toBe(true)
      const track = video?.querySelector('track')
      expect(track?.getAttribute('kind')).toBe('captions')
      expect(track?.getAttribute('srclang')).toBe('es')
      expect(track?.hasAttribute('default')).toBe(true)
      const types = [...(video?.querySelectorAll('source') ?? [])].map((source) =>
        source.getAttribute('type'),
      )
      expect(types).toEqual(['video/webm', 'video/mp4'])
      // Every file the page names ships with the app, so the videos play with no connection to anyone else.
      const files = [
        video?.getAttribute('poster'),
        track?.getAttribute('src'),
        ...[...(video?.querySelectorAll('source') ?? [])].map((source) => source.getAttribute('src')),
      ]
      for (const file of files) {
        expect(file, title).toMatch(/^\/help\//)
        const path = join(PUBLIC, file ?? '')
        expect(existsSync(path), path).toBe(true)
        expect(statSync(path).size, path).toBeGreaterThan(500)
      }
      // The transcript: every line the captions say, in order, as text on the page.
      const transcript = within(section).getByRole('list')
      const lines = within(transcript)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
      expect(lines).toEqual([...(HELP_VIDEOS[index]?.captions ?? ['missing'])])
      expect(within(section).getByRole('heading', { name: 'Transcripción' })).toBeTruthy()
    }
    await expectNoAxeViolations()
  })

  it('ships captions that say, scene by scene and in order, what the transcript says', () => {
    for (const video of HELP_VIDEOS) {
      const vtt = readFileSync(join(PUBLIC, 'help', `${video.slug}.vtt`), 'utf8')
      expect(vtt.startsWith('WEBVTT'), video.slug).toBe(true)
      const cues = cuesOf(vtt)
      // A caption edited without recording the video again fails here: run `npm run help-videos`.
      expect(
        cues.map((cue) => cue.text),
        video.slug,
      ).toEqual([...video.captions])
      for (const [index, cue] of cues.entries()) {
        expect(cue.end, `${video.slug} cue ${index + 1}`).toBeGreaterThan(cue.start)
        // Long enough to read, and the next one starts where this one ends.
        expect(cue.end - cue.start, `${video.slug} cue ${index + 1}`).toBeGreaterThanOrEqual(2)
        const next = cues[index + 1]
        if (next) expect(next.start).toBeCloseTo(cue.end, 3)
      }
    }
  })
})
