import { FileUpload as ArkFileUpload, type FileUploadFileRejection } from '@ark-ui/react/file-upload'
import { type ReactNode, useRef } from 'react'
import { cx } from 'styled-system/css'
import { formatFileSize } from '@/lib/format'
import { button } from '@/theme/recipes/button'
import { fileUpload } from '@/theme/recipes/file-upload'
import { iconButton } from '@/theme/recipes/icon-button'
import { FileIcon, UploadIcon } from './controlIcons'
import { FieldFrame, type FieldFrameOptions } from './FieldMessages'
import { XIcon } from './icons'

export type RejectedFile = { file: File; errors: string[]; message: string }

export type FileUploadProps = Omit<FieldFrameOptions, 'readOnly'> & {
  label: ReactNode
  /** MIME types / extensions, e.g. ['application/pdf', 'image/jpeg', 'image/png'] or { 'text/xml': ['.xml'] }. */
  accept?: string | string[] | Record<string, string[]>
  /** Bytes. */
  maxFileSize?: number
  maxFiles?: number
  /** Every change: accepted files and rejections (with Spanish messages). */
  onFilesChange?: (accepted: File[], rejected: RejectedFile[]) => void
  onFileAccept?: (files: File[]) => void
  onFileReject?: (rejected: RejectedFile[]) => void
  /** Controlled accepted files (optional). */
  acceptedFiles?: File[]
  /** Small line under the drop text, e.g. 'PDF, JPG o PNG. Máximo 12 MB.' */
  hint?: ReactNode
  triggerLabel?: string
  dropText?: string
  name?: string
}

function errorMessage(code: string, maxFileSize?: number, maxFiles?: number): string {
  switch (code) {
    case 'FILE_INVALID_TYPE':
      return 'Tipo de archivo no permitido'
    case 'FILE_TOO_LARGE':
      return maxFileSize
        ? `El archivo supera el tamaño máximo de ${formatFileSize(maxFileSize)}`
        : 'El archivo es demasiado grande'
    case 'FILE_TOO_SMALL':
      return 'El archivo está vacío'
    case 'TOO_MANY_FILES':
      return maxFiles === 1
        ? 'Solo puedes subir un archivo'
        : `Solo puedes subir ${maxFiles ?? ''} archivos`.replace('  ', ' ')
    case 'FILE_EXISTS':
      return 'El archivo ya fue agregado'
    default:
      return 'Archivo no válido'
  }
}

/** Ark FileUpload: drop zone + 'Seleccionar archivo', accepted list with remove, Spanish rejection messages. */
export function FileUpload({
  label,
  accept,
  maxFileSize,
  maxFiles = 1,
  onFilesChange,
  onFileAccept,
  onFileReject,
  acceptedFiles,
  hint,
  triggerLabel = 'Seleccionar archivo',
  dropText = 'Arrastra tu archivo aquí o',
  name,
  ...frame
}: FileUploadProps) {
  const s = fileUpload()
  // Ark's onFileChange fires once per list it changes, and the second call reads the other list back from the
  // props: a controlled `acceptedFiles` is then still the old one (the parent has not rendered yet), so a file
  // accepted right after a rejection was reported as no file at all (docs/decisions.md#files). The lists are taken from
  // their own callbacks instead, each remembered until the next render brings the parent's.
  const latestAccepted = useRef<File[]>(acceptedFiles ?? [])
  const latestRejected = useRef<FileUploadFileRejection[]>([])
  if (acceptedFiles) latestAccepted.current = acceptedFiles
  const toRejected = (list: FileUploadFileRejection[]): RejectedFile[] =>
    list.map(({ file, errors }) => {
      const messages = errors.map((e) => errorMessage(e, maxFileSize, maxFiles))
      return { file, errors: [...errors], message: messages.join('. ') }
    })
  return (
    <FieldFrame {...frame} className={cx(s.root, frame.className)}>
      <ArkFileUpload.Root
        accept={accept}
        maxFileSize={maxFileSize}
        // Every upload of the app refuses an empty file (server/files): say so when it is picked.
        minFileSize={1}
        maxFiles={maxFiles}
        acceptedFiles={acceptedFiles}
        name={name}
        locale="es-MX"
        translations={{
          dropzone: 'Zona para soltar archivos',
          deleteFile: (file) => `Quitar ${file.name}`,
          itemPreview: (file) => `Vista previa de ${file.name}`,
        }}
        onFileAccept={(d) => {
          latestAccepted.current = d.files
          onFileAccept?.(d.files)
          onFilesChange?.(d.files, toRejected(latestRejected.current))
        }}
        onFileReject={(d) => {
          latestRejected.current = d.files
          onFileReject?.(toRejected(d.files))
          onFilesChange?.(latestAccepted.current, toRejected(d.files))
        }}
        className={s.root}
      >
        <ArkFileUpload.Label className={s.label}>{label}</ArkFileUpload.Label>
        <ArkFileUpload.Dropzone
          disableClick
          role="group"
          aria-label="Zona para soltar archivos"
          className={s.dropzone}
        >
          <UploadIcon size={28} />
          <span className={s.dropzoneText}>{dropText}</span>
          <ArkFileUpload.Trigger className={button({ variant: 'outline', size: 'sm' })}>
            {triggerLabel}
          </ArkFileUpload.Trigger>
          {hint != null && <span className={s.hint}>{hint}</span>}
        </ArkFileUpload.Dropzone>
        <ArkFileUpload.Context>
          {(api) => (
            <>
              {api.acceptedFiles.length > 0 && (
                <ArkFileUpload.ItemGroup className={s.itemGroup} aria-label="Archivos seleccionados">
                  {api.acceptedFiles.map((file) => (
                    <ArkFileUpload.Item
                      key={`${file.name}-${file.size}-${file.lastModified}`}
                      file={file}
                      className={s.item}
                    >
                      <FileIcon size={18} />
                      <ArkFileUpload.ItemName className={s.itemName} />
                      <span className={s.itemSizeText}>{formatFileSize(file.size)}</span>
                      <ArkFileUpload.ItemDeleteTrigger
                        className={cx(iconButton({ size: 'md' }), s.itemDeleteTrigger)}
                      >
                        <XIcon size={16} />
                      </ArkFileUpload.ItemDeleteTrigger>
                    </ArkFileUpload.Item>
                  ))}
                </ArkFileUpload.ItemGroup>
              )}
              {api.rejectedFiles.length > 0 && (
                <div role="alert">
                  <ul className={s.errors}>
                    {toRejected(api.rejectedFiles).map((r) => (
                      <li key={`${r.file.name}-${r.file.size}`}>
                        {r.file.name}: {r.message}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </>
          )}
        </ArkFileUpload.Context>
        <ArkFileUpload.HiddenInput />
      </ArkFileUpload.Root>
    </FieldFrame>
  )
}
