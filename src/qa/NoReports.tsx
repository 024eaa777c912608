import { css } from 'styled-system/css'
import { Alert } from '@/components/ui/Alert'
import { REPORT_COMMAND } from './reports'

/** What to do when the build found no coverage report (for one machine or for all). */
export function NoReports({ machine }: { machine?: string }) {
  return (
    <Alert status="info" title={machine ? 'Sin reporte de esta máquina' : 'Aún no hay reportes de cobertura'}>
      Corre primero las pruebas de las máquinas (
      <code className={css({ fontFamily: 'mono' })}>{REPORT_COMMAND}</code>
      ), que escriben <code className={css({ fontFamily: 'mono' })}>reports/flows/*.json</code>, y vuelve a
      construir (<code className={css({ fontFamily: 'mono' })}>npm run build:qa</code>) o recarga el servidor
      de desarrollo.
    </Alert>
  )
}
