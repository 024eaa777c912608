import { OPERATOR_MSG } from '@contract/applicationTexts'
import { connectApplicationsQueue } from '@machines/operator-applications'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { Button } from '@/components/ui/Button'
import { Field, FieldNativeSelect } from '@/components/ui/Field'
import { Form } from '@/components/ui/Form'
import { LoadFailed } from '@/components/ui/LoadFailed'
import { Pagination } from '@/components/ui/Pagination'
import { SelectOptions } from '@/components/ui/SelectOptions'
import { Spinner } from '@/components/ui/Spinner'
import { Table } from '@/components/ui/Table'
import { formatDateShort, formatDateTime, formatMoney } from '@/lib/format'
import { useConnect } from '@/lib/useConnect'
import type { ApplicationsQueueActorRef } from './operatorLogic'
import { StatusBadge } from './statusBadge'

const muted = css({ color: 'fg.muted', fontSize: 'sm', overflowWrap: 'anywhere' })

/**
 * The queue of applications (docs/decisions.md#approval): the state filter and the search by business name or
 * RFC, then a table from md up and cards below it, each with 'Ver solicitud' always in sight, 20 per page.
 */
export function ApplicationsQueueView({ actorRef }: { actorRef: ApplicationsQueueActorRef }) {
  const api = useConnect(actorRef, connectApplicationsQueue)
  const filter = api.getFilterProps()
  const search = api.getSearchProps()
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}>
      <Form
        aria-label="Buscar solicitudes"
        onSubmit={api.onSearch}
        className={css({
          display: 'grid',
          gap: '3',
          alignItems: 'end',
          gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) auto minmax(0, 1fr)' },
        })}
      >
        <Field label={OPERATOR_MSG.searchLabel}>
          <Field.Input
            type="search"
            name="search"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={search.maxLength}
            value={search.value}
            onChange={(event) => search.onChange(event.target.value)}
          />
        </Field>
        {/* On a phone the buttons share a row under the box, which keeps the whole width. */}
        <div
          className={css({
            display: 'grid',
            gridAutoFlow: 'column',
            gridAutoColumns: { base: 'minmax(0, 1fr)', md: 'auto' },
            gap: '2',
          })}
        >
          <Button type="submit">{OPERATOR_MSG.search}</Button>
          {api.clear && (
            <Button variant="outline" onClick={api.clear.onClick}>
              {OPERATOR_MSG.clearSearch}
            </Button>
          )}
        </div>
        <Field label={OPERATOR_MSG.filterLabel}>
          <FieldNativeSelect value={filter.value} onChange={(event) => filter.onChange(event.target.value)}>
            <SelectOptions items={filter.options} />
          </FieldNativeSelect>
        </Field>
      </Form>
      {api.loading && <Spinner label={OPERATOR_MSG.loadingQueue} />}
      {api.loadError && (
        <LoadFailed
          title={OPERATOR_MSG.queueFailed}
          error={api.loadError}
          onRetry={api.getRetryProps().onClick}
        />
      )}
      {api.emptyText && (
        <p className={css({ color: 'fg.muted', textAlign: 'center', py: '8' })}>{api.emptyText}</p>
      )}
      {api.rows.length > 0 && (
        <Table caption={OPERATOR_MSG.queueTitle} layout="cards" aria-busy={api.loading || undefined}>
          <Table.Head>
            <Table.Row>
              <Table.Header>Negocio</Table.Header>
              <Table.Header>Estado</Table.Header>
              <Table.Header>Contacto</Table.Header>
              <Table.Header align="end">Crédito solicitado</Table.Header>
              <Table.Header>Fecha</Table.Header>
              <Table.Header>Decisión</Table.Header>
              <Table.ActionsHeader />
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {api.rows.map((application) => (
              <Table.Row key={application.id}>
                <Table.Cell label="Negocio">
                  <span
                    className={css({ display: 'block', fontWeight: 'semibold', overflowWrap: 'anywhere' })}
                  >
                    {application.business_name}
                  </span>
                  {application.tax_id && <span className={muted}>RFC {application.tax_id}</span>}
                </Table.Cell>
                <Table.Cell label="Estado">
                  <StatusBadge status={application.status} />
                </Table.Cell>
                <Table.Cell label="Contacto">
                  <span className={css({ display: 'block' })}>{application.contact_name}</span>
                  <span className={muted}>{application.contact_email}</span>
                </Table.Cell>
                <Table.Cell label="Crédito solicitado" align="end">
                  {application.credit_requested > 0 ? formatMoney(application.credit_requested) : '—'}
                </Table.Cell>
                <Table.Cell label="Fecha">
                  {formatDateShort(application.submitted_at ?? application.created_at)}
                </Table.Cell>
                <Table.Cell label="Decisión">
                  {application.decided_at ? (
                    <>
                      {application.decided_by && (
                        <span className={css({ display: 'block' })}>{application.decided_by.name}</span>
                      )}
                      <span className={muted}>{formatDateTime(application.decided_at)}</span>
                    </>
                  ) : (
                    '—'
                  )}
                </Table.Cell>
                <Table.Cell align="end" actions>
                  <Button asChild variant="outline" size="sm">
                    <Link
                      href={api.hrefOf(application)}
                      aria-label={`${OPERATOR_MSG.open} de ${application.business_name}`}
                    >
                      {OPERATOR_MSG.open}
                    </Link>
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
      {api.pagination && <Pagination {...api.pagination} label={OPERATOR_MSG.pages} showSummary />}
    </div>
  )
}
