/** A section of a guide: a heading, then paragraphs, bullet points and closing paragraphs. */
export type GuideSection = {
  heading: string
  paragraphs?: string[]
  bullets?: string[]
  /** Paragraphs after the bullet points. */
  closing?: string[]
}

/** A document of a few letter pages, made by the server (the demo guides and the built-in legal texts). */
export type Guide = {
  title: string
  subtitle: string
  /** The edition, shown under the title and stored as the PDF's creation date: the bytes never change. */
  edition: string
  sections: GuideSection[]
}

const longDate = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'UTC' })
const MARGIN = 56
const INK = '#1a1a1a'
const BRAND = '#1f3a5f'
const MUTED = '#555555'

/**
 * Renders a guide as a PDF (pdfkit, Helvetica: WinAnsi covers Spanish). Deterministic: the same guide gives
 * the same bytes, so the seed and the built-in legal documents are reproducible. Each page has a footer with
 * the title and 'Página n de m'.
 */
export async function renderGuide(guide: Guide): Promise<Buffer> {
  // Loaded on first use: pdfkit and its font metrics are ~16 MB of a server at rest (docs/architecture.md#runtime).
  const { default: PDFDocument } = await import('pdfkit')
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: guide.title,
      Author: 'Obrafiado',
      Creator: 'Obrafiado',
      Subject: guide.subtitle,
      CreationDate: new Date(`${guide.edition}T12:00:00Z`),
    },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const width = doc.page.width - MARGIN * 2

  doc.font('Helvetica-Bold').fontSize(12).fillColor(BRAND).text('Obrafiado', { characterSpacing: 0.5 })
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text('Crédito para la construcción')
  doc.moveDown(1.2).font('Helvetica-Bold').fontSize(20).fillColor(INK).text(guide.title, { width })
  doc.moveDown(0.3).font('Helvetica').fontSize(11).fillColor(MUTED).text(guide.subtitle, { width })
  doc
    .moveDown(0.3)
    .fontSize(9)
    .text(`Versión del ${longDate.format(new Date(`${guide.edition}T00:00:00Z`))}`)
  doc.moveDown(0.8)

  guide.sections.forEach((section, index) => {
    // Keep a heading with at least a few lines of its text.
    if (doc.y > doc.page.height - MARGIN - 90) doc.addPage()
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12.5).fillColor(BRAND)
    doc.text(`${index + 1}. ${section.heading}`, MARGIN, doc.y, { width })
    doc.moveDown(0.3).font('Helvetica').fontSize(10.5).fillColor(INK)
    const paragraphs = (list: string[] | undefined) => {
      for (const paragraph of list ?? []) {
        doc.text(paragraph, MARGIN, doc.y, { width, align: 'justify', lineGap: 2 })
        doc.moveDown(0.45)
      }
    }
    paragraphs(section.paragraphs)
    if (section.bullets?.length) {
      doc.list(section.bullets, MARGIN + 6, doc.y, {
        width: width - 6,
        bulletRadius: 2,
        textIndent: 12,
        lineGap: 2,
        paragraphGap: 3,
      })
      doc.moveDown(0.45)
    }
    paragraphs(section.closing)
  })

  const range = doc.bufferedPageRange()
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i)
    const y = doc.page.height - MARGIN + 18
    // Writing below the bottom margin would open a new page: lift the margin for the footer.
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    doc.font('Helvetica').fontSize(8).fillColor(MUTED)
    doc.text(`${guide.title} · Obrafiado`, MARGIN, y, { width: width / 2, lineBreak: false })
    doc.text(`Página ${i + 1} de ${range.count}`, MARGIN + width / 2, y, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    })
    doc.page.margins.bottom = bottom
  }
  doc.end()
  return done
}
