import type { TermExtension } from '@contract/paymentActions'
import type { DashboardApi, DashboardRole } from '@machines/dashboard'
import type { ChipColor } from '@machines/payments'
import { css } from 'styled-system/css'
import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { Spinner } from '@/components/ui/Spinner'
import { Table } from '@/components/ui/Table'
import { preloadOnReach } from '@/features/payment-dialogs/lazy'
import { formatDateShort, formatMoney } from '@/lib/format'
import { Pager, SectionBox, SectionFailure } from './sectionParts'

/** A term extension request: pending (null), 'Aceptado' (1), 'Rechazado' (anything else). */
export const extensionStatus = (accepted: TermExtension['accepted']): { label: string; color: ChipColor } =>
  accepted === null
    ? { label: 'Pendiente', color: 'warning' }
    : accepted === 1
      ? { label: 'Aceptado', color: 'success' }
      : { label: 'Rechazado', color: 'red' }

const TITLE = 'Solicitudes de extensión de plazos'
/**
 * Aceptar and Rechazar: side by side sharing the card's width on a phone, one above the other in the narrow
 * table (md to lg), side by side again from lg.
 */
const actionButtons = css({
  display: 'flex',
  flexDirection: { base: 'row', md: 'column', lg: 'row' },
  justifyContent: 'flex-end',
  gap: '2',
  '& > button': { flex: { base: '1', md: 'none' } },
})
// From md on the actions stay pinned at the right edge while the table scrolls sideways (docs/decisions.md#phones-first).
const pinnedHead = css({
  position: { md: 'sticky' },
  right: '0',
  zIndex: '1',
  bg: { md: 'bg.subtle' },
  boxShadow: { md: 'inset 1px 0 0 var(--colors-border)' },
})
const pinnedCell = css({
  position: { md: 'sticky' },
  right: '0',
  zIndex: '1',
  bg: { md: 'bg.surface' },
  boxShadow: { md: 'inset 1px 0 0 var(--colors-border)' },
})
const COLUMNS = 7

/**
 * 'Solicitudes de extensión de plazos': a customer sees all its requests (newest update first) with their
 * outcome; a supplier the pending ones, each with Aceptar and Rechazar.
 */
export function ExtensionsSection({ api, role }: { api: DashboardApi; role: DashboardRole }) {
  const section = api.section('extensions')
  if (section.status === 'absent' || !api.shown('extensions')) return null
  const page = section.data
  const loading = section.status === 'loading'
  const supplier = role === 'supplier'

  return (
    <SectionBox labelledBy="dashboard-extensions-title">
      <h2 id="dashboard-extensions-title" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
        {TITLE}
      </h2>
      {section.status === 'failed' && (
        <SectionFailure
          api={api}
          section="extensions"
          what="las solicitudes de extensión"
          error={section.error}
        />
      )}
      {loading && !page && <Spinner label="Cargando solicitudes de extensión" />}
      {page && section.status !== 'failed' && (
        <>
          <Table caption={TITLE} layout="cards" aria-busy={loading || undefined}>
            <Table.Head>
              <Table.Row>
                <Table.Header>Pago</Table.Header>
                <Table.Header>{supplier ? 'Cliente' : 'Proveedor'}</Table.Header>
                <Table.Header align="end">Monto</Table.Header>
                <Table.Header align="end">Plazo</Table.Header>
                <Table.Header>Vencimiento</Table.Header>
                <Table.Header align="end">Días solicitados</Table.Header>
                {supplier ? (
                  <Table.Header className={pinnedHead}>
                    <span className={css({ srOnly: true })}>Acciones</span>
                  </Table.Header>
                ) : (
                  <Table.Header>Estado</Table.Header>
                )}
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {page.data.length === 0 ? (
                <Table.Empty colSpan={COLUMNS}>
                  {supplier
                    ? 'No tienes solicitudes de extensión pendientes'
                    : 'Aún no has solicitado extensiones de plazo'}
                </Table.Empty>
              ) : (
                page.data.map((extension) => {
                  const status = extensionStatus(extension.accepted)
                  return (
                    <Table.Row key={extension.id}>
                      <Table.Cell label="Pago" className={css({ fontWeight: 'semibold' })}>
                        {extension.payment_id}
                      </Table.Cell>
                      <Table.Cell label={supplier ? 'Cliente' : 'Proveedor'}>
                        {supplier ? extension.customer_business_name : extension.supplier_business_name}
                      </Table.Cell>
                      <Table.Cell label="Monto" align="end">
                        {formatMoney(extension.amount)}
                      </Table.Cell>
                      <Table.Cell label="Plazo" align="end">
                        {extension.term} días
                      </Table.Cell>
                      <Table.Cell label="Vencimiento">
                        {formatDateShort(extension.expiration_date)}
                      </Table.Cell>
                      <Table.Cell label="Días solicitados" align="end">
                        {extension.days}
                      </Table.Cell>
                      {supplier ? (
                        <Table.Cell align="end" actions className={pinnedCell}>
                          <span className={actionButtons}>
                            <Button
                              size="sm"
                              aria-label={`Aceptar la extensión del pago ${extension.payment_id}`}
                              {...preloadOnReach('handleExtension')}
                              {...api.getHandleExtensionProps(extension, true)}
                            >
                              Aceptar
                            </Button>
                            <Button
                              size="sm"
                              variant="outline"
                              aria-label={`Rechazar la extensión del pago ${extension.payment_id}`}
                              {...preloadOnReach('handleExtension')}
                              {...api.getHandleExtensionProps(extension, false)}
                            >
                              Rechazar
                            </Button>
                          </span>
                        </Table.Cell>
                      ) : (
                        <Table.Cell label="Estado">
                          <Badge palette={status.color}>{status.label}</Badge>
                        </Table.Cell>
                      )}
                    </Table.Row>
                  )
                })
              )}
            </Table.Body>
          </Table>
          <Pager label="Páginas de solicitudes de extensión" {...api.getPagerProps('extensions', page)} />
        </>
      )}
    </SectionBox>
  )
}
