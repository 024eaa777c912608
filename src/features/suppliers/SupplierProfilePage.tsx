import { selectUser } from '@machines/session'
import { useSelector } from '@xstate/react'
import { useParams } from 'wouter'
import { useFlow } from '@/lib/useFlow'
import { useSessionActor } from '@/session/context'
import { SupplierProfileView } from './SupplierProfileView'
import { supplierProfileLogic } from './suppliersLogic'

/** /supplier/:id (admin-customer, customer); keyed by id so another supplier starts a fresh actor. */
export default function SupplierProfilePage() {
  const { id = '' } = useParams<{ id: string }>()
  return <SupplierProfile key={id} id={id} />
}

function SupplierProfile({ id }: { id: string }) {
  const brand = useSelector(useSessionActor(), selectUser)?.factoring?.brand ?? ''
  const actorRef = useFlow(supplierProfileLogic, { id, brand })
  return <SupplierProfileView actorRef={actorRef} />
}
