import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { FileUpload, type RejectedFile } from '@/components/ui/FileUpload'
import { expectNoAxeViolations } from '../axe'

const file = (name: string, type: string, size: number) => {
  const f = new File(['x'], name, { type })
  Object.defineProperty(f, 'size', { value: size })
  return f
}

/** A parent that keeps the accepted files in its state, as the flows' connect layers do. */
function ControlledHost({ seen }: { seen: File[][] }) {
  const [files, setFiles] = useState<File[]>([])
  return (
    <>
      <FileUpload
        label="Comprobante de pago"
        accept={{ 'image/png': ['.png'], 'application/pdf': ['.pdf'] }}
        acceptedFiles={files}
        onFilesChange={(accepted) => {
          seen.push(accepted)
          setFiles(accepted)
        }}
      />
      <output>{files.map((f) => f.name).join(',') || 'ninguno'}</output>
    </>
  )
}

describe('FileUpload', () => {
  it('accepts a valid file, lists it and removes it', async () => {
    const user = userEvent.setup()
    const onFilesChange = vi.fn()
    const onFileAccept = vi.fn()
    const { container } = render(
      <FileUpload
        label="Comprobante de pago"
        accept={['application/pdf', 'image/jpeg', 'image/png']}
        maxFileSize={12 * 1024 * 1024}
        hint="PDF, JPG o PNG. Máximo 12 MB."
        onFilesChange={onFilesChange}
        onFileAccept={onFileAccept}
      />,
    )
    expect(screen.getByRole('button', { name: 'Seleccionar archivo' })).toBeInTheDocument()
    await expectNoAxeViolations()
    const input = container.querySelector('input[type=file]') as HTMLInputElement
    await user.upload(input, file('recibo.pdf', 'application/pdf', 2048))
    await waitFor(() => expect(onFileAccept).toHaveBeenCalled())
    expect(onFileAccept.mock.calls[0]?.[0][0].name).toBe('recibo.pdf')
    expect(screen.getByText('recibo.pdf')).toBeInTheDocument()
    await expectNoAxeViolations()
    await user.click(screen.getByRole('button', { name: 'Quitar recibo.pdf' }))
    await waitFor(() => expect(screen.queryByText('recibo.pdf')).not.toBeInTheDocument())
    expect(onFilesChange).toHaveBeenLastCalledWith([], [])
  })

  it('rejects a wrong type and a too large file with Spanish messages', async () => {
    const onFileReject = vi.fn<(r: RejectedFile[]) => void>()
    const { container } = render(
      <FileUpload
        label="Factura"
        accept={['application/pdf']}
        maxFileSize={1024 * 1024}
        onFileReject={onFileReject}
      />,
    )
    const input = container.querySelector('input[type=file]') as HTMLInputElement
    // bypass the input's accept filter, as a drop would
    const user = userEvent.setup({ applyAccept: false })
    await user.upload(input, file('foto.gif', 'image/gif', 100))
    await waitFor(() => expect(onFileReject).toHaveBeenCalled())
    expect(onFileReject.mock.calls.at(-1)?.[0][0]?.errors).toContain('FILE_INVALID_TYPE')
    expect(await screen.findByRole('alert')).toHaveTextContent('foto.gif: Tipo de archivo no permitido')

    await user.upload(input, file('grande.pdf', 'application/pdf', 5 * 1024 * 1024))
    await waitFor(() => expect(onFileReject.mock.calls.at(-1)?.[0][0]?.errors).toContain('FILE_TOO_LARGE'))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'grande.pdf: El archivo supera el tamaño máximo de 1 MB',
    )
    await expectNoAxeViolations()
  })

  it('controlled: a valid file picked after a rejected one is taken (issue 15, defect 1)', async () => {
    const seen: File[][] = []
    const { container } = render(<ControlledHost seen={seen} />)
    const input = container.querySelector('input[type=file]') as HTMLInputElement
    const user = userEvent.setup({ applyAccept: false })
    await user.upload(input, file('notas.txt', 'text/plain', 45))
    expect(await screen.findByRole('alert')).toHaveTextContent('notas.txt: Tipo de archivo no permitido')
    await user.upload(input, file('recibo.png', 'image/png', 2048))
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    expect(screen.getByRole('status')).toHaveTextContent('recibo.png')
    expect(seen.at(-1)?.map((f) => f.name)).toEqual(['recibo.png'])
    const list = screen.getByRole('list', { name: 'Archivos seleccionados' })
    expect(list).toHaveTextContent('recibo.png')
  })
})
