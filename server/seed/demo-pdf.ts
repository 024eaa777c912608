/** A one-page PDF with a title, some lines and a footer: the demo's receipts, invoices and documents. */
export async function demoPdf(title: string, lines: string[], footer: string): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit')
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: { Title: title, Creator: 'Obrafiado demo' },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.font('Helvetica-Bold').fontSize(18).text(title)
  doc.moveDown().font('Helvetica').fontSize(11)
  for (const line of lines) doc.text(line)
  doc.moveDown().fontSize(9).text(footer)
  doc.end()
  return done
}
