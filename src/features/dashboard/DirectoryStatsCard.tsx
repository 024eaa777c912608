import type { DirectoryStats } from '@contract/directory'
import { connectResource, createResourceMachine } from '@machines/resource'
import { css } from 'styled-system/css'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { directoryApi } from '@/api/directory'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Spinner } from '@/components/ui/Spinner'
import { useConnect } from '@/lib/useConnect'

export const directoryStatsMachine = createResourceMachine<DirectoryStats>('directoryStats')
/** The supplier's own counts: `GET /api/suppliers/directory-stats` (docs/decisions.md#directory). */
export const directoryStatsLogic = directoryStatsMachine.provide({
  actors: { load: fromPromise(() => directoryApi.stats()) },
})
export type DirectoryStatsActorRef = ActorRefFrom<typeof directoryStatsMachine>

const COUNTS: Array<{ key: keyof DirectoryStats; label: string }> = [
  { key: 'views', label: 'Visitas a tu perfil' },
  { key: 'contacts', label: 'Contactos por WhatsApp' },
  { key: 'locations', label: 'Consultas de ubicación' },
]

/** Supplier dashboard: how builders used its card in '¿Donde comprar?'. */
export function DirectoryStatsCard({ actorRef }: { actorRef: DirectoryStatsActorRef }) {
  const stats = useConnect(actorRef, connectResource)
  const data = stats.ready ? stats.data : null
  return (
    <Card as="section" aria-labelledby="directory-stats-title">
      <Card.Body className={css({ display: 'grid', gap: '3' })}>
        <h2 id="directory-stats-title" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
          Tu negocio en el directorio
        </h2>
        {stats.loading && <Spinner label="Cargando estadísticas del directorio" />}
        {stats.failed && (
          <div role="alert" className={css({ display: 'grid', gap: '2', justifyItems: 'start' })}>
            <span>{stats.error}</span>
            <Button size="sm" variant="outline" onClick={stats.reload}>
              Reintentar
            </Button>
          </div>
        )}
        {data && (
          <dl
            className={css({
              display: 'grid',
              gap: '3',
              gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
            })}
          >
            {COUNTS.map(({ key, label }) => (
              <div key={key} className={css({ display: 'grid', gap: '1' })}>
                <dt className={css({ color: 'fg.muted', fontSize: 'sm' })}>{label}</dt>
                <dd className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
                  {data[key].toLocaleString('es-MX')}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Card.Body>
    </Card>
  )
}
