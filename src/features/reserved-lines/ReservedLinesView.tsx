import {
  selectIsDeactivating,
  selectIsLoading,
  selectLines,
  selectLoadError,
  selectNotice,
  selectRemoveError,
  selectRemoving,
} from '@machines/reserved-lines'
import { useSelector } from '@xstate/react'
import { css } from 'styled-system/css'
import { Alert } from '@/components/ui/Alert'
import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { Dialog } from '@/components/ui/Dialog'
import { Spinner } from '@/components/ui/Spinner'
import { Table } from '@/components/ui/Table'
import { formatDateShort, formatMoney } from '@/lib/format'
import type { ReservedLinesActorRef } from './reservedLinesLogic'

const COLUMNS = 9

function ConfirmRemove({ actorRef }: { actorRef: ReservedLinesActorRef }) {
  const line = useSelector(actorRef, selectRemoving)
  const busy = useSelector(actorRef, selectIsDeactivating)
  const error = useSelector(actorRef, selectRemoveError)
  return (
    <Dialog
      open={line !== null}
      onOpenChange={(open) => !open && !busy && actorRef.send({ type: 'lines.cancelRemove' })}
      role="alertdialog"
      title="¿Eliminar la línea de crédito?"
      description={
        line
          ? `La línea de ${line.business_name} por ${formatMoney(line.amount)} se desactivará y lo que quede disponible regresará al crédito del cliente.`
          : undefined
      }
      hideCloseButton={busy}
      closeOnEscape={!busy}
      footer={
        <>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => actorRef.send({ type: 'lines.cancelRemove' })}
          >
            Cancelar
          </Button>
          <Button
            variant="danger"
            loading={busy}
            loadingText="Eliminando…"
            onClick={() => actorRef.send({ type: 'lines.confirmRemove' })}
          >
            Eliminar
          </Button>
        </>
      }
    >
      {error ? <Alert status="error">{error}</Alert> : null}
    </Dialog>
  )
}

/** The supplier's reserved credit lines (sales-registration-projects.md §2.9). */
export function ReservedLinesView({ actorRef }: { actorRef: ReservedLinesActorRef }) {
  const lines = useSelector(actorRef, selectLines)
  const loading = useSelector(actorRef, selectIsLoading)
  const error = useSelector(actorRef, selectLoadError)
  const notice = useSelector(actorRef, selectNotice)

  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}>
      {notice && <Alert status="success">{notice}</Alert>}
      {error && (
        <Alert status="error" title="No pudimos cargar las líneas de crédito">
          <p>{error}</p>
          <Button
            variant="outline"
            size="sm"
            className={css({ mt: '2' })}
            onClick={() => actorRef.send({ type: 'lines.reload' })}
          >
            Reintentar
          </Button>
        </Alert>
      )}
      {loading ? (
        <Spinner label="Cargando líneas de crédito" />
      ) : (
        !error && (
          <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
            <Button variant="ghost" size="sm" onClick={() => actorRef.send({ type: 'lines.reload' })}>
              Actualizar
            </Button>
          </div>
        )
      )}
      {!error && !(loading && lines.length === 0) && (
        <Table caption="Líneas de crédito reservadas" aria-busy={loading || undefined}>
          <Table.Head>
            <Table.Row>
              <Table.Header>Razón social</Table.Header>
              <Table.Header align="end">Monto</Table.Header>
              <Table.Header align="end">Disponible</Table.Header>
              <Table.Header align="end">Días</Table.Header>
              <Table.Header>Vencimiento</Table.Header>
              <Table.Header>Creada</Table.Header>
              <Table.Header>Referencia</Table.Header>
              <Table.Header>Activa</Table.Header>
              {/* Positioned: the hidden label stays inside the scrolling table instead of widening the page. */}
              <Table.Header className={css({ position: 'relative' })}>
                <span className={css({ srOnly: true })}>Acciones</span>
              </Table.Header>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {lines.length === 0 ? (
              <Table.Empty colSpan={COLUMNS}>No tienes líneas de crédito reservadas</Table.Empty>
            ) : (
              lines.map((line) => (
                <Table.Row key={line.id}>
                  <Table.Cell>{line.business_name}</Table.Cell>
                  <Table.Cell align="end">{formatMoney(line.amount)}</Table.Cell>
                  <Table.Cell align="end">{formatMoney(line.available)}</Table.Cell>
                  <Table.Cell align="end">{line.days}</Table.Cell>
                  <Table.Cell>{formatDateShort(line.expiration_date)}</Table.Cell>
                  <Table.Cell>{formatDateShort(line.created)}</Table.Cell>
                  <Table.Cell>{line.reference || '—'}</Table.Cell>
                  <Table.Cell>
                    <Badge palette={line.active ? 'success' : 'neutral'}>{line.active ? 'Sí' : 'No'}</Badge>
                  </Table.Cell>
                  <Table.Cell align="end">
                    {line.active && (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Eliminar línea de ${line.business_name}`}
                        onClick={() => actorRef.send({ type: 'lines.remove', id: line.id })}
                      >
                        Eliminar
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table>
      )}
      <ConfirmRemove actorRef={actorRef} />
    </div>
  )
}
