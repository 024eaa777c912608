import type { QuoteRequest } from '@contract/quotes'
import { QUOTE_MSG } from '@contract/quoteTexts'
import { connectSupplierQuotes } from '@machines/supplier-quotes'
import { css } from 'styled-system/css'
import { Alert } from '@/components/ui/Alert'
import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { TextLink } from '@/components/ui/Link'
import { Pagination } from '@/components/ui/Pagination'
import { Spinner } from '@/components/ui/Spinner'
import { formatDateShort, formatMoney } from '@/lib/format'
import { useConnect } from '@/lib/useConnect'
import type { SupplierQuotesActorRef } from './supplierQuotesLogic'

const muted = css({ color: 'fg.muted', fontSize: 'sm' })

function RequestCard({ request, onAnswer }: { request: QuoteRequest; onAnswer: (r: QuoteRequest) => void }) {
  const titleId = `quote-request-${request.id}`
  const answer = request.my_answer
  return (
    <Card as="article" aria-labelledby={titleId}>
      <Card.Header>
        <Card.Title as="h2" id={titleId}>
          {request.name}
        </Card.Title>
        <Card.Description>{request.customer.business_name}</Card.Description>
      </Card.Header>
      <Card.Body>
        <dl
          className={css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', sm: 'auto 1fr' } })}
        >
          <dt className={muted}>Proyecto</dt>
          <dd>
            {request.project.name}
            {request.project.address ? ` · ${request.project.address}` : ''}
          </dd>
          <dt className={muted}>Solicitada</dt>
          <dd>{formatDateShort(request.created_at)}</dd>
          <dt className={muted}>Recibe cotizaciones hasta</dt>
          <dd>{formatDateShort(request.open_until)}</dd>
        </dl>
        <p className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: '3' })}>
          {request.description}
        </p>
      </Card.Body>
      <Card.Footer className={css({ flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
        {answer ? (
          <>
            <Badge palette="success">Cotización enviada</Badge>
            {answer.amount !== null && <span>{formatMoney(answer.amount)}</span>}
            <TextLink href={answer.file_url} target="_blank" rel="noopener noreferrer">
              Ver mi cotización
              <span className={css({ srOnly: true })}> de {request.name} (se abre en otra ventana)</span>
            </TextLink>
          </>
        ) : (
          <Button aria-label={`Enviar cotización para ${request.name}`} onClick={() => onAnswer(request)}>
            Enviar cotización
          </Button>
        )}
      </Card.Footer>
    </Card>
  )
}

/** The open quote requests a supplier may answer (docs/decisions.md#quotes). */
export function SupplierQuotesView({
  actorRef,
  onAnswer,
}: {
  actorRef: SupplierQuotesActorRef
  onAnswer: (request: QuoteRequest) => void
}) {
  const api = useConnect(actorRef, connectSupplierQuotes)
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}>
      {api.loadError && (
        <Alert status="error" title="No pudimos cargar las solicitudes">
          <p>{api.loadError}</p>
          <Button variant="outline" size="sm" className={css({ mt: '2' })} {...api.getReloadProps()}>
            Reintentar
          </Button>
        </Alert>
      )}
      {api.loading && <Spinner label="Cargando solicitudes" />}
      {api.empty && (
        <p className={css({ color: 'fg.muted', textAlign: 'center', py: '8' })}>{QUOTE_MSG.noRequests}</p>
      )}
      {api.requests.length > 0 && (
        <div aria-busy={api.loading || undefined} className={css({ display: 'grid', gap: '4' })}>
          {api.requests.map((request) => (
            <RequestCard key={request.id} request={request} onAnswer={onAnswer} />
          ))}
        </div>
      )}
      {api.pagination && <Pagination {...api.pagination} label="Páginas de solicitudes" />}
    </div>
  )
}
