import { useMemo } from 'react'
import { useLocation, useParams, useSearch } from 'wouter'
import { useFlow } from '@/lib/useFlow'
import { QuestionnaireView } from './QuestionnaireView'
import { questionnaireLogic } from './questionnaireLogic'

/** The questionnaire token of the link: /questionnaire/{token} or /questionnaire/?token=…. */
export const questionnaireTokenOf = (pathToken: string | undefined, search: string): string => {
  const query = new URLSearchParams(search)
  return pathToken || query.get('token') || query.get('questionnaire_token') || ''
}

/** /questionnaire/{token?} (public): the quiz sent after registration. */
export default function QuestionnairePage() {
  const { token } = useParams<{ token?: string }>()
  const search = useSearch()
  const [, navigate] = useLocation()
  const logic = useMemo(
    () =>
      questionnaireLogic.provide({
        actions: { goToThanks: () => navigate('/register-success', { replace: true }) },
      }),
    [navigate],
  )
  const actorRef = useFlow(logic, { token: questionnaireTokenOf(token, search) })
  return <QuestionnaireView actorRef={actorRef} />
}
