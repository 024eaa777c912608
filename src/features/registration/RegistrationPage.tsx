import { useEffect, useRef, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { useFlow } from '@/lib/useFlow'
import { RegistrationView } from './RegistrationView'
import { type RegistrationActorRef, registrationLogicWith, stepOfPath } from './registrationLogic'

const todayInMexico = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date())

/**
 * The wizard bound to the URL: every step the address bar shows (browser back/forward, a typed URL) is sent
 * as `registration.visit`; the machine decides whether that step may show.
 */
export function RegistrationRoute({ actorRef }: { actorRef: RegistrationActorRef }) {
  const [location] = useLocation()
  useEffect(() => {
    const step = stepOfPath(location)
    if (step) actorRef.send({ type: 'registration.visit', step })
  }, [location, actorRef])
  return <RegistrationView actorRef={actorRef} />
}

/** /register/*: the customer's self-registration wizard. The machine owns the step; the URL follows it. */
export default function RegistrationPage() {
  const [location, navigate] = useLocation()
  const search = useSearch()
  const navigateRef = useRef(navigate)
  navigateRef.current = navigate
  const locationRef = useRef(location)
  locationRef.current = location
  const [logic] = useState(() =>
    registrationLogicWith((path) => {
      if (locationRef.current !== path) navigateRef.current(path)
    }),
  )
  const actorRef = useFlow(logic, {
    requestedStep: stepOfPath(location) ?? 'info',
    queryToken: new URLSearchParams(search).get('register_token'),
    today: todayInMexico(),
  })
  return <RegistrationRoute actorRef={actorRef} />
}
