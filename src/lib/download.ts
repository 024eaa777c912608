import type { DownloadedFile } from '@/api/download'

/** Saves a downloaded file through a temporary <a download> (the name from Content-Disposition). */
export const saveFile = ({ blob, filename }: DownloadedFile): void => {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // Give the browser the time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
