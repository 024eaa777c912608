import { css } from 'styled-system/css'
import { useParams, useSearch } from 'wouter'
import { PageTitle } from '@/components/layout/PageTitle'
import { useFlow } from '@/lib/useFlow'
import { useSessionStatus } from '@/session/context'
import { StatementView } from './StatementView'
import { statementLogic } from './statementLogic'

function Statement({ token }: { token: string | null }) {
  const actorRef = useFlow(statementLogic, { token })
  return <StatementView actorRef={actorRef} />
}

/**
 * /statement/{token?} 'Estado de cuenta': with a token (in the path or `?token=`) a builder's statement from
 * its mail (the view offers 'Ingresar'); without one the signed-in supplier's (the route guard sends anyone else away).
 * Signed out, the app shell draws no frame, so the page draws its own.
 */
export default function StatementPage({ title }: { title: string }) {
  const params = useParams<{ token?: string }>()
  const query = new URLSearchParams(useSearch())
  const token = params.token || query.get('token') || null
  const framed = useSessionStatus().status !== 'authenticated'
  const content = (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}>
      <PageTitle>{title}</PageTitle>
      {/* A new token is a new statement: a new actor. */}
      <Statement key={token ?? ''} token={token} />
    </div>
  )
  if (!framed) return content
  return (
    <main className={css({ maxW: '5xl', mx: 'auto', px: '4', py: '6' })}>
      <p className={css({ fontWeight: 'bold', fontSize: 'lg', color: 'accent.text', mb: '4' })}>Obrafiado</p>
      {content}
    </main>
  )
}
