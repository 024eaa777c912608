import { STATEMENT_COLUMNS, STATEMENT_MSG } from '@contract/statementTexts'
import { connectStatement, type StatementRow } from '@machines/statement'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { Alert } from '@/components/ui/Alert'
import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { LoadFailed } from '@/components/ui/LoadFailed'
import { Spinner } from '@/components/ui/Spinner'
import { Table } from '@/components/ui/Table'
import { CardHeading, TableAndCards } from '@/components/ui/TableAndCards'
import { formatDateShort, formatMoney } from '@/lib/format'
import { useConnect } from '@/lib/useConnect'
import { panel } from '@/theme/recipes/panel'
import type { StatementActorRef } from './statementLogic'

const statementPanel = panel({ spacing: 'compact' })

function Due({ row }: { row: StatementRow }) {
  return (
    <>
      {formatDateShort(row.expirationDate)}
      {row.overdue && (
        <>
          {' '}
          <Badge palette="red" size="sm">
            {STATEMENT_MSG.overdue}
          </Badge>
        </>
      )}
    </>
  )
}

/**
 * 'Estado de cuenta': the week, the total to pay (builder) or to collect (supplier), 'Exportar', and the
 * table (ID, Proveedor or Cliente, Monto, Fecha de compra, Fecha de vencimiento) from md up, cards below.
 */
export function StatementView({ actorRef }: { actorRef: StatementActorRef }) {
  const statement = useConnect(actorRef, connectStatement)
  const rows = statement.rows
  return (
    <div aria-busy={statement.loading} className={css({ display: 'grid', gap: '4', minW: '0' })}>
      {statement.showSignIn && (
        <div>
          <Button asChild variant="outline">
            <Link href="/login">{STATEMENT_MSG.signIn}</Link>
          </Button>
        </div>
      )}
      {statement.loading && <Spinner label={STATEMENT_MSG.loading} />}
      {statement.failed && (
        <LoadFailed title={statement.failedTitle} error={statement.error} onRetry={statement.retry} />
      )}
      {statement.loaded && (
        <>
          <section aria-label="Resumen de la semana" className={statementPanel}>
            <p className={css({ fontWeight: 'semibold' })}>{statement.week}</p>
            <p className={css({ color: 'fg.muted', overflowWrap: 'anywhere' })}>{statement.businessName}</p>
            <h2 className={css({ color: 'fg.muted', fontSize: 'sm', mt: '2' })}>{statement.totalLabel}</h2>
            <p className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{formatMoney(statement.total)}</p>
            {statement.hasOverdue && (
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{STATEMENT_MSG.includesOverdue}</p>
            )}
            {!statement.empty && (
              <div>
                <Button variant="solid" {...statement.getExportProps()} />
              </div>
            )}
          </section>
          {statement.exportFailed && (
            <Alert status="error" title={STATEMENT_MSG.exportFailed}>
              {statement.exportError}
            </Alert>
          )}
          {statement.empty && <p>{STATEMENT_MSG.empty}</p>}
          {!statement.empty && (
            <TableAndCards
              table={
                <Table caption="Pagos de la semana">
                  <Table.Head>
                    <Table.Row>
                      <Table.Header>{STATEMENT_COLUMNS.id}</Table.Header>
                      <Table.Header>{statement.counterpartHeader}</Table.Header>
                      <Table.Header align="end">{STATEMENT_COLUMNS.amount}</Table.Header>
                      <Table.Header>{STATEMENT_COLUMNS.purchaseDate}</Table.Header>
                      <Table.Header>{STATEMENT_COLUMNS.expirationDate}</Table.Header>
                    </Table.Row>
                  </Table.Head>
                  <Table.Body>
                    {rows.map((row) => (
                      <Table.Row key={row.id}>
                        <Table.Cell>{row.id}</Table.Cell>
                        <Table.Cell>{row.name}</Table.Cell>
                        <Table.Cell align="end">{formatMoney(row.amount)}</Table.Cell>
                        <Table.Cell>{formatDateShort(row.purchaseDate)}</Table.Cell>
                        <Table.Cell>
                          <Due row={row} />
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                  <Table.Foot>
                    <Table.Row>
                      <Table.Header scope="row" colSpan={2} className={css({ borderBottomWidth: '0' })}>
                        Total
                      </Table.Header>
                      <Table.Cell align="end">{formatMoney(statement.total)}</Table.Cell>
                      <Table.Cell colSpan={2} />
                    </Table.Row>
                  </Table.Foot>
                </Table>
              }
              label="Pagos de la semana"
              items={rows}
              itemKey={(row) => row.id}
              cardClassName={statementPanel}
            >
              {(row) => (
                <>
                  <CardHeading>
                    <h3 className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>{row.name}</h3>
                    <p className={css({ fontWeight: 'bold', whiteSpace: 'nowrap' })}>
                      {formatMoney(row.amount)}
                    </p>
                  </CardHeading>
                  <dl
                    className={css({
                      display: 'grid',
                      gridTemplateColumns: 'auto 1fr',
                      columnGap: '3',
                      rowGap: '1',
                      fontSize: 'sm',
                    })}
                  >
                    <dt className={css({ color: 'fg.muted' })}>{STATEMENT_COLUMNS.id}</dt>
                    <dd>{row.id}</dd>
                    <dt className={css({ color: 'fg.muted' })}>{STATEMENT_COLUMNS.purchaseDate}</dt>
                    <dd>{formatDateShort(row.purchaseDate)}</dd>
                    <dt className={css({ color: 'fg.muted' })}>{STATEMENT_COLUMNS.expirationDate}</dt>
                    <dd>
                      <Due row={row} />
                    </dd>
                  </dl>
                </>
              )}
            </TableAndCards>
          )}
        </>
      )}
    </div>
  )
}
