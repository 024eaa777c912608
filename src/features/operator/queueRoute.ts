import type { QueueQuery, QueueRoute } from '@machines/operator-applications'
import { useEffect, useMemo } from 'react'
import { useLocation } from 'wouter'
import { useFlow } from '@/lib/useFlow'
import { type ApplicationsQueueActorRef, applicationsQueueLogic } from './operatorLogic'

export const QUEUE_PATH = '/operador/solicitudes'

/** What the URL says of the queue: `?status=&search=&page=` (the machine reads them, wrong ones included). */
export const queueRouteOf = (search: string): QueueRoute => {
  const query = new URLSearchParams(search)
  return { status: query.get('status'), search: query.get('search'), page: query.get('page') }
}

/** The queue's URL: only what differs from the default queue (page 1 of 'Por evaluar', no search). */
export const queueHref = ({ status, search, page }: QueueQuery): string => {
  const query = new URLSearchParams()
  if (status !== 'submitted') query.set('status', status)
  if (search) query.set('search', search)
  if (page > 1) query.set('page', String(page))
  const text = query.toString()
  return text ? `${QUEUE_PATH}?${text}` : QUEUE_PATH
}

/**
 * The URL and the queue agree: a URL that changes under the page (back, forward, the menu's 'Solicitudes') is
 * sent as `route.change` (the machine ignores what it already shows); what the operator applies comes back
 * through the `syncUrl` hook, written over the current entry, so Back from an application returns to the same
 * queue.
 */
export function useQueueFlow(search: string): ApplicationsQueueActorRef {
  const [, navigate] = useLocation()
  const logic = useMemo(
    () =>
      applicationsQueueLogic.provide({
        actions: { syncUrl: (_, query) => navigate(queueHref(query), { replace: true }) },
      }),
    [navigate],
  )
  const queue = useFlow(logic, queueRouteOf(search))
  useEffect(() => {
    queue.send({ type: 'route.change', route: queueRouteOf(search) })
  }, [queue, search])
  return queue
}
