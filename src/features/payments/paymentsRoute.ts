import type { PaymentListStatus } from '@contract/payments'
import { useEffect } from 'react'
import { useLocation, useParams, useSearch } from 'wouter'
import type { PaymentsListActorRef } from './paymentsListLogic'

/** What the URL says of the list: `/payments/:status?`, `?status=` and `?reserved_credit_line_id=`. */
export interface PaymentsRoute {
  status: string | null
  reservedLineId: number | null
}

const lineIdOf = (text: string | null): number | null =>
  text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null

/** The path segment wins over `?status=` (the dashboards' 'Ver mas' links may use either). */
export const routeOf = (params: { status?: string | undefined }, search: string): PaymentsRoute => {
  const query = new URLSearchParams(search)
  return {
    status: params.status || query.get('status') || null,
    reservedLineId: lineIdOf(query.get('reserved_credit_line_id')),
  }
}

/** The URL of a status chip, keeping the reserved line the list is filtered by. */
export const paymentsHref = (status: PaymentListStatus, reservedLineId: number | null): string =>
  `/payments/${status}${reservedLineId === null ? '' : `?reserved_credit_line_id=${reservedLineId}`}`

/** The URL of the list as it is now (what the page is created with). */
export const usePaymentsRoute = (): PaymentsRoute => {
  const params = useParams<{ status?: string }>()
  return routeOf(params, useSearch())
}

/**
 * The URL drives the list: every change of the status or the reserved line is sent as `route.change` (the
 * machine ignores what it already shows). 'Aplicar' and 'Reestablecer' ask, through `url.replace`, to put
 * what they applied in the URL, which comes back as a `route.change` the machine ignores.
 */
export const useRouteSync = (actorRef: PaymentsListActorRef, route: PaymentsRoute): void => {
  const [, navigate] = useLocation()
  const { status, reservedLineId } = route
  useEffect(() => {
    actorRef.send({ type: 'route.change', status, reservedLineId })
  }, [actorRef, status, reservedLineId])
  useEffect(() => {
    const subscription = actorRef.on('url.replace', (event) =>
      navigate(paymentsHref(event.status, event.reservedLineId), { replace: true }),
    )
    return () => subscription.unsubscribe()
  }, [actorRef, navigate])
}
