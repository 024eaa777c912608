import { connectReservedLines, type ReservedLinesApi } from '@machines/reserved-lines'
import { css } from 'styled-system/css'
import { Alert } from '@/components/ui/Alert'
import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { Dialog } from '@/components/ui/Dialog'
import { Spinner } from '@/components/ui/Spinner'
import { Table } from '@/components/ui/Table'
import { formatDateShort, formatMoney } from '@/lib/format'
import { useConnect } from '@/lib/useConnect'
import type { ReservedLinesActorRef } from './reservedLinesLogic'

const COLUMNS = 9

function ConfirmRemove({ api }: { api: ReservedLinesApi }) {
  const { removing: line, deactivating: busy, removeError: error } = api
  return (
    <Dialog
      open={line !== null}
      onOpenChange={api.onConfirmOpenChange}
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
          <Button variant="outline" {...api.getCancelRemoveProps()}>
            Cancelar
          </Button>
          <Button variant="danger" {...api.getConfirmRemoveProps()} loadingText="Eliminando…">
            Eliminar
          </Button>
        </>
      }
    >
      {error ? <Alert status="error">{error}</Alert> : null}
    </Dialog>
  )
}

/** The supplier's reserved credit lines (docs/decisions.md#reserved-credit-lines). */
export function ReservedLinesView({ actorRef }: { actorRef: ReservedLinesActorRef }) {
  const api = useConnect(actorRef, connectReservedLines)
  const { lines, loading, notice } = api
  const error = api.loadError

  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}>
      {notice && <Alert status="success">{notice}</Alert>}
      {error && (
        <Alert status="error" title="No pudimos cargar las líneas de crédito">
          <p>{error}</p>
          <Button variant="outline" size="sm" className={css({ mt: '2' })} {...api.getReloadProps()}>
            Reintentar
          </Button>
        </Alert>
      )}
      {loading ? (
        <Spinner label="Cargando líneas de crédito" />
      ) : (
        !error && (
          <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
            <Button variant="ghost" size="sm" {...api.getReloadProps()}>
              Actualizar
            </Button>
          </div>
        )
      )}
      {!error && !(loading && lines.length === 0) && (
        <Table caption="Líneas de crédito reservadas" layout="cardsUntilLg" aria-busy={loading || undefined}>
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
              <Table.ActionsHeader />
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {lines.length === 0 ? (
              <Table.Empty colSpan={COLUMNS}>No tienes líneas de crédito reservadas</Table.Empty>
            ) : (
              lines.map((line) => (
                <Table.Row key={line.id}>
                  <Table.Cell label="Razón social">{line.business_name}</Table.Cell>
                  <Table.Cell label="Monto" align="end">
                    {formatMoney(line.amount)}
                  </Table.Cell>
                  <Table.Cell label="Disponible" align="end">
                    {formatMoney(line.available)}
                  </Table.Cell>
                  <Table.Cell label="Días" align="end">
                    {line.days}
                  </Table.Cell>
                  <Table.Cell label="Vencimiento">{formatDateShort(line.expiration_date)}</Table.Cell>
                  <Table.Cell label="Creada">{formatDateShort(line.created)}</Table.Cell>
                  <Table.Cell label="Referencia">{line.reference || '—'}</Table.Cell>
                  <Table.Cell label="Activa">
                    <Badge palette={line.active ? 'success' : 'neutral'}>{line.active ? 'Sí' : 'No'}</Badge>
                  </Table.Cell>
                  <Table.Cell align="end" actions={line.active}>
                    {line.active && (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Eliminar línea de ${line.business_name}`}
                        {...api.getRemoveProps(line.id)}
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
      <ConfirmRemove api={api} />
    </div>
  )
}
