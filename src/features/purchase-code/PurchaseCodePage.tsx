import { mainRoleOfRole } from '@contract/roles'
import { connectResource } from '@machines/resource'
import { selectUser } from '@machines/session'
import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { css } from 'styled-system/css'
import { PageTitle } from '@/components/layout/PageTitle'
import { Toaster } from '@/components/ui/Toaster'
import { useConnect } from '@/lib/useConnect'
import { useFlow } from '@/lib/useFlow'
import { useSessionActor } from '@/session/context'
import { CodeProjectView } from './CodeProjectView'
import { PurchaseCodeView } from './PurchaseCodeView'
import {
  codeProjectLogic,
  purchaseCodeLogic,
  sharedCodeLogic,
  showCodeProjectIn,
  suppliersLogic,
} from './purchaseCodeLogic'
import { SharedCodeView } from './SharedCodeView'
import { SuppliersCarousel } from './SuppliersCarousel'

/** /token 'Nueva compra'. */
export default function PurchaseCodePage({ title }: { title: string }) {
  const user = useSelector(useSessionActor(), selectUser)
  const project = useFlow(codeProjectLogic)
  // The project of the code shown: the code flow's hook, wired to this page's project flow.
  const codeLogic = useMemo(
    () => purchaseCodeLogic.provide({ actions: showCodeProjectIn(project) }),
    [project],
  )
  const code = useFlow(codeLogic)
  const shared = useFlow(sharedCodeLogic)
  const suppliersRef = useFlow(suppliersLogic)
  const suppliers = useConnect(suppliersRef, connectResource).data ?? []
  const isCustomer = user ? mainRoleOfRole(user.role_name) === 'customer' : false

  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '6', maxW: '3xl' })}>
      <PageTitle>{title}</PageTitle>
      <PurchaseCodeView actorRef={code} userNumber={user?.id ?? null} />
      <CodeProjectView actorRef={project} />
      <SharedCodeView actorRef={shared} suppliers={suppliers} />
      {isCustomer && <SuppliersCarousel actorRef={suppliersRef} />}
      <Toaster />
    </div>
  )
}
