import { SUPPLIER_ROLES } from '@contract/roles'
import { useSearch } from 'wouter'
import { PageLoader } from '@/components/layout/PageLoader'
import { useFlow } from '@/lib/useFlow'
import { useSessionStatus } from '@/session/context'
import { ClientRegistrationView } from './ClientRegistrationView'
import { clientRegistrationLogic } from './clientRegistrationLogic'

/** The supplier's referral code of the link: ?code=… or ?supplier_referral_code=…. */
export const referralCodeOf = (search: string): string => {
  const query = new URLSearchParams(search)
  return query.get('code') || query.get('supplier_referral_code') || ''
}

function ClientRegistrationFlow({
  title,
  signedInSupplier,
  code,
}: {
  title: string
  signedInSupplier: boolean
  code: string
}) {
  const actorRef = useFlow(clientRegistrationLogic, { signedInSupplier, code })
  return <ClientRegistrationView actorRef={actorRef} title={title} showHomeLink={signedInSupplier} />
}

/**
 * /registrar-mis-clientes (public): a signed-in supplier registers clients for their own business; anyone else
 * needs the supplier's referral code. The session is settled first so the flow starts with the right credential.
 */
export default function ClientRegistrationPage({ title }: { title: string }) {
  const session = useSessionStatus()
  const search = useSearch()
  if (session.status === 'pending') return <PageLoader />
  const signedInSupplier = session.status === 'authenticated' && SUPPLIER_ROLES.includes(session.role)
  return (
    <ClientRegistrationFlow
      key={String(signedInSupplier)}
      title={title}
      signedInSupplier={signedInSupplier}
      code={referralCodeOf(search)}
    />
  )
}
