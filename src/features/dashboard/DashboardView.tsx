import { useSelector } from '@xstate/react'
import { css } from 'styled-system/css'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Spinner } from '@/components/ui/Spinner'
import { formatMoney } from '@/lib/format'
import type { ResumeActorRef } from './resumeLogic'

/** The head of both dashboards: the business name and 'Disponible' from resume. */
export function DashboardView({
  businessName,
  actorRef,
}: {
  businessName: string
  actorRef: ResumeActorRef
}) {
  const loading = useSelector(actorRef, (s) => s.hasTag('busy'))
  const resume = useSelector(actorRef, (s) => s.context.data)
  const error = useSelector(actorRef, (s) => (s.hasTag('failed') ? s.context.error : null))

  return (
    <div className={css({ display: 'grid', gap: '6' })}>
      <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>{businessName}</h1>
      <Card className={css({ maxW: 'sm' })}>
        <Card.Body>
          <dl>
            <dt className={css({ color: 'fg.muted', fontSize: 'sm' })}>Disponible</dt>
            <dd className={css({ fontSize: '3xl', fontWeight: 'bold' })}>
              {loading && <Spinner label="Cargando disponible" />}
              {resume && !loading && formatMoney(resume.amount_available)}
            </dd>
            {resume && !loading && resume.total_reserved_credit_lines > 0 && (
              <>
                <dt className={css({ color: 'fg.muted', fontSize: 'sm', mt: '3' })}>
                  Líneas de crédito reservadas
                </dt>
                <dd className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
                  {formatMoney(resume.total_reserved_credit_lines)}
                </dd>
              </>
            )}
          </dl>
          {error && (
            <Alert status="error" role="alert">
              {error}{' '}
              <Button variant="ghost" size="sm" onClick={() => actorRef.send({ type: 'resource.reload' })}>
                Reintentar
              </Button>
            </Alert>
          )}
        </Card.Body>
      </Card>
    </div>
  )
}
