import { QUOTE_MSG, type Quote, type SupplierQuote } from '@contract/quotes'
import { connectDetail } from '@machines/projects'
import { css } from 'styled-system/css'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { formatMoney } from '@/lib/format'
import { useConnect } from '@/lib/useConnect'
import { useFlow } from '@/lib/useFlow'
import { DetailDrawer } from './DetailDrawer'
import { type QuoteDetailActorRef, quoteDetailLogic } from './projectsLogic'
import { QuoteStatusChip } from './QuoteStatusChip'

const muted = css({ color: 'fg.muted', fontSize: 'sm' })
const pre = css({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: 'inherit',
  fontSize: 'sm',
  bg: 'bg.muted',
  p: '3',
  borderRadius: 'l2',
  m: '0',
})

function SupplierQuoteCard({ answer }: { answer: SupplierQuote }) {
  return (
    <Card as="li">
      <Card.Body className={css({ display: 'grid', gap: '2' })}>
        <p className={css({ fontWeight: 'semibold' })}>
          {QUOTE_MSG.supplierSent(answer.supplier.business_name)}
        </p>
        {answer.amount !== null && <p>Monto: {formatMoney(answer.amount)}</p>}
        {answer.note && <p className={muted}>{answer.note}</p>}
        <div>
          <Button variant="outline" size="sm" asChild>
            <a
              href={answer.file_url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${QUOTE_MSG.openFile} de ${answer.supplier.business_name} (se abre en una ventana nueva)`}
            >
              {QUOTE_MSG.openFile}
            </a>
          </Button>
        </div>
      </Card.Body>
    </Card>
  )
}

function QuoteBody({ quote }: { quote: Quote }) {
  const answers = quote.supplier_quotes ?? []
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
        <QuoteStatusChip status={quote.status} />
        {quote.project?.name && <span className={muted}>{quote.project.name}</span>}
      </div>
      {answers.length > 0 ? (
        <ul className={css({ display: 'grid', gap: '3', listStyle: 'none', p: '0', m: '0' })}>
          {answers.map((answer) => (
            <SupplierQuoteCard key={answer.id} answer={answer} />
          ))}
        </ul>
      ) : (
        <Alert status="info" title={QUOTE_MSG.quoting}>
          {quote.phone ? QUOTE_MSG.whatsappNotice(quote.phone) : null}
        </Alert>
      )}
      <section aria-labelledby="quote-description" className={css({ display: 'grid', gap: '2' })}>
        <h3 id="quote-description" className={css({ fontWeight: 'semibold' })}>
          Descripción
        </h3>
        <pre className={pre}>{quote.description}</pre>
      </section>
    </div>
  )
}

/** The quote detail drawer's body, driven by its machine. */
export function QuoteDetailView({
  actorRef,
  onClose,
}: {
  actorRef: QuoteDetailActorRef
  onClose: () => void
}) {
  const api = useConnect(actorRef, connectDetail<Quote>)
  return (
    <DetailDrawer
      api={api}
      onClose={onClose}
      titleOf={(quote) => quote.name}
      loadingLabel="Cargando cotización"
    >
      {(quote) => <QuoteBody quote={quote} />}
    </DetailDrawer>
  )
}

/** /projects/quotes/:id — over the list; closing returns to /projects. */
export default function QuoteDetailDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const actorRef = useFlow(quoteDetailLogic, { id })
  return <QuoteDetailView actorRef={actorRef} onClose={onClose} />
}
