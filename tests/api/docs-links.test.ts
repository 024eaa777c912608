import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Every `docs/<file>.md#<anchor>` that code, tests, scripts and the docs name must lead to a heading that exists,
 * so a comment that sends a reader to the docs never sends them nowhere (docs/architecture.md#tests).
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const SCANNED_DIRS = ['contract', 'machines', 'src', 'server', 'tests', 'scripts', 'bench', 'docs']
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|md|json|sql|css|html|ya?ml)$/
const SKIPPED_DIR = /(?:^|\/)(?:node_modules|[^/]*-snapshots|fixtures\/files)(?:\/|$)/

/** GitHub's anchor of a heading: lower case, punctuation dropped, each space a '-'. */
function slugOf(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

/** The anchors of a markdown text's headings (outside code fences), a repeated one numbered as GitHub does. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  let fenced = false
  for (const line of markdown.split('\n')) {
    if (/^\s*(?:```|~~~)/.test(line)) fenced = !fenced
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)
    if (!heading) continue
    const slug = slugOf(heading[1] ?? '')
    const times = seen.get(slug) ?? 0
    seen.set(slug, times + 1)
    anchors.add(times === 0 ? slug : `${slug}-${times}`)
  }
  return anchors
}

interface DocLink {
  /** The markdown file the link names, relative to the repository. */
  file: string
  anchor: string
  /** Where the link is written, as `path:line`. */
  at: string
}

/**
 * The links to a heading of a markdown file in one text: `docs/<file>.md#<anchor>` and `README.md#<anchor>`
 * anywhere; inside docs/ also a sibling's `<file>.md#<anchor>` and a page's own `](#<anchor>)`.
 */
function linksIn(path: string, text: string): DocLink[] {
  const links: DocLink[] = []
  const inDocs = path.startsWith('docs/')
  text.split('\n').forEach((line, index) => {
    const at = `${path}:${index + 1}`
    for (const match of line.matchAll(/(?<![\w./-])((?:\.\.\/)*)((?:docs\/)?)([\w-]+\.md)#([\w-]+)/g)) {
      const [, up = '', docsPrefix = '', name = '', anchor = ''] = match
      if (docsPrefix) links.push({ file: `docs/${name}`, anchor, at })
      else if (name === 'README.md' && !(inDocs && !up)) links.push({ file: 'README.md', anchor, at })
      else if (inDocs) links.push({ file: join(dirname(path), up, name), anchor, at })
    }
    if (path.endsWith('.md')) {
      for (const match of line.matchAll(/\]\(#([^)\s]+)\)/g))
        links.push({ file: path, anchor: match[1] ?? '', at })
    }
  })
  return links
}

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => TEXT_FILE.test(path) && !SKIPPED_DIR.test(path) && statSync(join(ROOT, path)).isFile())
}

function scannedFiles(): string[] {
  const rootFiles = readdirSync(ROOT).filter(
    (name) => TEXT_FILE.test(name) && statSync(join(ROOT, name)).isFile(),
  )
  return [...rootFiles, ...SCANNED_DIRS.flatMap(filesUnder)]
}

function brokenLinks(): string[] {
  const anchorsByFile = new Map<string, Set<string> | null>()
  const anchorsOfFile = (file: string) => {
    if (!anchorsByFile.has(file)) {
      let text: string | null = null
      try {
        text = readFileSync(join(ROOT, file), 'utf8')
      } catch {}
      anchorsByFile.set(file, text === null ? null : anchorsOf(text))
    }
    return anchorsByFile.get(file)
  }
  const broken: string[] = []
  for (const path of scannedFiles()) {
    for (const link of linksIn(path, readFileSync(join(ROOT, path), 'utf8'))) {
      const anchors = anchorsOfFile(link.file)
      if (!anchors) broken.push(`${link.at}: ${link.file} does not exist`)
      else if (!anchors.has(link.anchor))
        broken.push(`${link.at}: ${link.file} has no heading #${link.anchor}`)
    }
  }
  return broken
}

describe('links to a heading of the docs', () => {
  it('slugs a heading as GitHub does', () => {
    expect(slugOf("The month's sales")).toBe('the-months-sales')
    expect(slugOf('Flows page (QA)')).toBe('flows-page-qa')
    expect(slugOf('API: routes declared once')).toBe('api-routes-declared-once')
    expect(slugOf('`npm test` and CI')).toBe('npm-test-and-ci')
    expect(slugOf('Teléfonos & CLABE')).toBe('teléfonos--clabe')
    expect(slugOf('See [Dates](#dates)')).toBe('see-dates')
  })

  it('numbers a repeated heading and skips fenced code', () => {
    const anchors = anchorsOf(['# Top', '## Tests', '```', '## Not a heading', '```', '### Tests'].join('\n'))
    expect([...anchors]).toEqual(['top', 'tests', 'tests-1'])
  })

  it('finds the links of code, of README and of a page of the docs', () => {
    expect(linksIn('server/a.ts', `// see docs/decisions.md#files and README.md#run-it`)).toEqual([
      { file: 'docs/decisions.md', anchor: 'files', at: 'server/a.ts:1' },
      { file: 'README.md', anchor: 'run-it', at: 'server/a.ts:1' },
    ])
    expect(linksIn('server/a.ts', 'decisions.md#files, other/docs.md#x')).toEqual([])
    expect(
      linksIn('docs/architecture.md', 'x\n[a](decisions.md#dates), [b](#runtime), [c](../README.md#ci)'),
    ).toEqual([
      { file: 'docs/decisions.md', anchor: 'dates', at: `docs/architecture.md:2` },
      { file: 'README.md', anchor: 'ci', at: `docs/architecture.md:2` },
      { file: 'docs/architecture.md', anchor: 'runtime', at: `docs/architecture.md:2` },
    ])
  })

  it('every link named in the repository leads to a heading that exists', () => {
    expect(scannedFiles()).toEqual(expect.arrayContaining(['README.md', 'tests/api/static.test.ts']))
    expect(brokenLinks()).toEqual([])
  })
})
