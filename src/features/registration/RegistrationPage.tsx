import { useEffect, useRef, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { useFlow } from '@/lib/useFlow'
import { RegistrationView } from './RegistrationView'
import { registrationLogicWith, stepOfPath } from './registrationLogic'

const todayInMexico = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date())

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
  // Browser back/forward: the machine decides whether that step may show.
  useEffect(() => {
    const step = stepOfPath(location)
    if (step) actorRef.send({ type: 'registration.visit', step })
  }, [location, actorRef])
  return <RegistrationView actorRef={actorRef} />
}
