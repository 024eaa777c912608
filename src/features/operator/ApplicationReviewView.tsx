import type { ApplicationDetail } from '@contract/applications'
import { OPERATOR_MSG } from '@contract/applicationTexts'
import { BUSINESS_TYPES, REG_MSG, type RegistrationUser, withoutPrefix } from '@contract/registration'
import { connectApplicationReview } from '@machines/operator-applications'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { PageTitle } from '@/components/layout/PageTitle'
import { TwoColumns } from '@/components/layout/TwoColumns'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { ItemList } from '@/components/ui/ItemList'
import { TextLink } from '@/components/ui/Link'
import { LoadFailed } from '@/components/ui/LoadFailed'
import { Spinner } from '@/components/ui/Spinner'
import { formatDateShort, formatDateTime, formatFileSize, formatMoney } from '@/lib/format'
import { useConnect } from '@/lib/useConnect'
import type { ApplicationReviewActorRef } from './operatorLogic'
import { QUEUE_PATH } from './queueRoute'
import { StatusBadge } from './statusBadge'

const documentRow = css({
  display: 'flex',
  gap: '3',
  alignItems: 'center',
  justifyContent: 'space-between',
})

const muted = css({ color: 'fg.muted', fontSize: 'sm' })
const facts = css({
  display: 'grid',
  gap: '2',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'minmax(0, 12rem) minmax(0, 1fr)' },
  '& dt': { color: 'fg.muted', fontSize: 'sm' },
  '& dd': { overflowWrap: 'anywhere', mb: { base: '2', sm: '0' } },
})

/** Label and value lines of a card. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={css({ display: 'contents' })}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <Card as="section" aria-labelledby={id}>
      <Card.Header>
        <Card.Title id={id}>{title}</Card.Title>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  )
}

const typeLabel = (type: string) => BUSINESS_TYPES.find((t) => t.value === type)?.label ?? type
const phone = (value: string | null | undefined) => (value ? withoutPrefix(value) : '—')
const person = (
  p: Pick<RegistrationUser, 'name' | 'last_name' | 'email' | 'phone'> | null,
): [string, ReactNode][] =>
  p
    ? [
        ['Nombre', `${p.name} ${p.last_name}`.trim()],
        ['Correo electrónico', p.email],
        ['Teléfono', phone(p.phone)],
      ]
    : [['Datos', '—']]

/** Who decided, when, and what: the terms of an approval or the reason of a decline. */
function Decision({ application }: { application: ApplicationDetail }) {
  const decided: [string, ReactNode][] = [
    ['Decidida por', application.decided_by?.name ?? '—'],
    ['Fecha', application.decided_at ? formatDateTime(application.decided_at) : '—'],
  ]
  if (application.status === 'declined')
    return <Facts rows={[...decided, ['Motivo del rechazo', application.decline_reason ?? '—']]} />
  const line = application.credit_line
  return (
    <Facts
      rows={[
        ...decided,
        ...(line
          ? ([
              ['Línea de crédito', formatMoney(line.credit_limit)],
              ['Límite por compra', formatMoney(line.transaction_limit)],
              ['Plazo máximo', `${line.term_limit} días`],
            ] as [string, ReactNode][])
          : []),
        ['Cliente', application.customer_organization_id ? `#${application.customer_organization_id}` : '—'],
        ['RFC', application.tax_id ?? '—'],
      ]}
    />
  )
}

/**
 * One application for the operator (docs/decisions.md#approval): 'Aprobar' and 'Rechazar' at the top while it
 * waits (on a phone too), the decision once taken (who, when, what), then the business, its people, its
 * documents (each opened in a new tab) and its quiz answers.
 */
export function ApplicationReviewView({
  actorRef,
  title,
  onApprove,
  onDecline,
}: {
  actorRef: ApplicationReviewActorRef
  title: string
  onApprove: (application: ApplicationDetail) => void
  onDecline: (application: ApplicationDetail) => void
}) {
  const api = useConnect(actorRef, connectApplicationReview)
  const application = api.application
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}>
      <TextLink asChild className={css({ justifySelf: 'start' })}>
        <Link href={QUEUE_PATH}>{OPERATOR_MSG.backToQueue}</Link>
      </TextLink>
      {!application && <PageTitle>{title}</PageTitle>}
      {api.loading && <Spinner label={OPERATOR_MSG.loadingApplication} />}
      {api.missing && (
        <Alert status="error" title={OPERATOR_MSG.applicationFailed}>
          {api.missing}
        </Alert>
      )}
      {api.loadError && (
        <LoadFailed
          title={OPERATOR_MSG.applicationFailed}
          error={api.loadError}
          onRetry={api.getRetryProps().onClick}
        />
      )}
      {application && (
        <>
          <header className={css({ display: 'grid', gap: '2' })}>
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
              <PageTitle className={css({ overflowWrap: 'anywhere' })}>{application.business_name}</PageTitle>
              <StatusBadge status={application.status} />
            </div>
            <p className={muted}>
              Solicitud #{application.id}
              {application.submitted_at ? ` · Enviada el ${formatDateShort(application.submitted_at)}` : ''}
            </p>
          </header>
          {api.notice && <Alert status="success">{api.notice}</Alert>}
          {api.canDecide && (
            <div
              className={css({
                display: 'grid',
                gap: '2',
                gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(2, max-content)' },
              })}
            >
              <Button onClick={() => onApprove(application)}>{OPERATOR_MSG.approve}</Button>
              <Button variant="outline" onClick={() => onDecline(application)}>
                {OPERATOR_MSG.decline}
              </Button>
            </div>
          )}
          {application.status === 'in_progress' && (
            <Alert status="info">{REG_MSG.applicationNotSubmitted}</Alert>
          )}
          {(application.status === 'approved' || application.status === 'declined') && (
            <Section title="Decisión">
              <Decision application={application} />
            </Section>
          )}
          {api.documentError && <Alert status="error">{api.documentError}</Alert>}
          <TwoColumns>
            <Section title="Negocio">
              <Facts
                rows={[
                  ['Figura jurídica', typeLabel(application.business_type)],
                  [
                    'Crédito solicitado',
                    application.credit_requested > 0 ? formatMoney(application.credit_requested) : '—',
                  ],
                  ['Origen', application.origin === 'frontdesk' ? 'Mostrador del proveedor' : 'Web'],
                  ['Referido por', application.referred_by ?? '—'],
                  ['Creada', formatDateTime(application.created_at)],
                  ['Enviada', application.submitted_at ? formatDateTime(application.submitted_at) : '—'],
                ]}
              />
            </Section>
            <Section title="Contacto">
              <Facts
                rows={[
                  ['Nombre', application.contact_name],
                  ['Correo electrónico', application.contact_email],
                  ['Teléfono', phone(application.contact_phone)],
                ]}
              />
            </Section>
            <Section title="Representante legal">
              <Facts rows={person(application.legal_representative)} />
            </Section>
            <Section title="Usuarios">
              <div className={css({ display: 'grid', gap: '4' })}>
                <div className={css({ display: 'grid', gap: '2' })}>
                  <h3 className={css({ fontWeight: 'semibold' })}>Usuario comprador</h3>
                  <Facts rows={person(application.users?.buyer_user ?? null)} />
                </div>
                <div className={css({ display: 'grid', gap: '2' })}>
                  <h3 className={css({ fontWeight: 'semibold' })}>Usuario de pagos</h3>
                  {application.users?.is_payment_user_same_as_buyer ? (
                    <p>El mismo que el comprador</p>
                  ) : (
                    <Facts rows={person(application.users?.payment_user ?? null)} />
                  )}
                </div>
              </div>
            </Section>
            <Section title="Documentos">
              <ItemList
                items={api.documents}
                empty={<p className={muted}>{OPERATOR_MSG.noDocuments}</p>}
                className={css({ display: 'grid', gap: '3' })}
                itemKey={(document) => document.file_id}
                itemClassName={documentRow}
              >
                {(document) => (
                  <>
                    <div className={css({ minW: '0' })}>
                      <p className={css({ fontWeight: 'medium' })}>{document.label}</p>
                      <p className={css({ color: 'fg.muted', fontSize: 'sm', overflowWrap: 'anywhere' })}>
                        {document.name} · {formatFileSize(document.size)}
                      </p>
                    </div>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`${OPERATOR_MSG.openDocument} ${document.label}`}
                      {...api.getDocumentProps(document)}
                    >
                      {OPERATOR_MSG.openDocument}
                    </Button>
                  </>
                )}
              </ItemList>
            </Section>
            <Section title="Cuestionario">
              {application.quiz_answers ? (
                <dl className={css({ display: 'grid', gap: '3' })}>
                  {application.quiz_answers.map((answer) => (
                    <div key={answer.title}>
                      <dt className={muted}>{answer.title}</dt>
                      <dd className={css({ fontWeight: 'medium' })}>{answer.answer}</dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <p className={muted}>{OPERATOR_MSG.quizUnanswered}</p>
              )}
            </Section>
          </TwoColumns>
        </>
      )}
    </div>
  )
}
