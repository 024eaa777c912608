import type { Referral } from '@contract/directory'
import { DIRECTORY_MSG } from '@contract/directoryTexts'
import { authorizationLabel, connectReferrals } from '@machines/referrals'
import { css } from 'styled-system/css'
import { Badge, type BadgePalette } from '@/components/ui/Badge'
import { LoadFailed } from '@/components/ui/LoadFailed'
import { Pagination } from '@/components/ui/Pagination'
import { Spinner } from '@/components/ui/Spinner'
import { Table } from '@/components/ui/Table'
import { CardHeading, TableAndCards } from '@/components/ui/TableAndCards'
import { useConnect } from '@/lib/useConnect'
import type { ReferralsActorRef } from './referralsLogic'

const referralCard = css({
  display: 'grid',
  gap: '1',
  p: '3',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l3',
  overflowWrap: 'anywhere',
})

const palette = (value: Referral['is_authorized']): BadgePalette =>
  value === null ? 'warning' : value === 1 ? 'success' : 'red'

function Authorized({ referral }: { referral: Referral }) {
  return <Badge palette={palette(referral.is_authorized)}>{authorizationLabel(referral.is_authorized)}</Badge>
}

/** 'Clientes': the supplier's referrals, a table from md up and cards below, 10 per page, 6 page buttons at most. */
export function ReferralsView({ actorRef }: { actorRef: ReferralsActorRef }) {
  const referrals = useConnect(actorRef, connectReferrals)
  const rows = referrals.rows
  return (
    <section
      aria-label="Clientes referidos"
      aria-busy={referrals.loading}
      className={css({ display: 'grid', gap: '4', minW: '0' })}
    >
      {referrals.loading && <Spinner label="Cargando clientes" />}
      {referrals.failed && (
        <LoadFailed
          title="No pudimos cargar tus clientes"
          error={referrals.error}
          onRetry={referrals.retry}
        />
      )}
      {referrals.empty && <p>{DIRECTORY_MSG.emptyReferrals}</p>}
      {referrals.ready && rows.length > 0 && (
        <TableAndCards
          table={
            <Table caption="Clientes referidos">
              <Table.Head>
                <Table.Row>
                  <Table.Header>Negocio</Table.Header>
                  <Table.Header>RFC</Table.Header>
                  <Table.Header>Contacto</Table.Header>
                  <Table.Header>Teléfono</Table.Header>
                  <Table.Header>Estatus</Table.Header>
                  <Table.Header>Autorización</Table.Header>
                </Table.Row>
              </Table.Head>
              <Table.Body>
                {rows.map((referral) => (
                  <Table.Row key={referral.id}>
                    <Table.Cell>{referral.business_name}</Table.Cell>
                    <Table.Cell>{referral.tax_id ?? '—'}</Table.Cell>
                    <Table.Cell>{referral.contact_name}</Table.Cell>
                    <Table.Cell>{referral.contact_phone}</Table.Cell>
                    <Table.Cell>
                      <span className={css({ display: 'block', fontWeight: 'medium' })}>
                        {referral.status_name}
                      </span>
                      {referral.status_comment && (
                        <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>
                          {referral.status_comment}
                        </span>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <Authorized referral={referral} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table>
          }
          label="Clientes referidos"
          items={rows}
          itemKey={(referral) => referral.id}
          cardClassName={referralCard}
        >
          {(referral) => (
            <>
              <CardHeading>
                <h2 className={css({ fontWeight: 'semibold' })}>{referral.business_name}</h2>
                <Authorized referral={referral} />
              </CardHeading>
              <p className={css({ fontSize: 'sm' })}>RFC: {referral.tax_id ?? '—'}</p>
              <p className={css({ fontSize: 'sm' })}>
                {referral.contact_name} · {referral.contact_phone}
              </p>
              <p className={css({ fontSize: 'sm', fontWeight: 'medium' })}>{referral.status_name}</p>
              {referral.status_comment && (
                <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{referral.status_comment}</p>
              )}
            </>
          )}
        </TableAndCards>
      )}
      {(referrals.ready || referrals.loading) && (
        <Pagination {...referrals.getPaginationProps()} showSummary />
      )}
    </section>
  )
}
