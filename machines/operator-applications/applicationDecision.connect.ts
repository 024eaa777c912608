import type { ApplicationDetail } from '@contract/applications'
import { OPERATOR_MSG } from '@contract/applicationTexts'
import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import { dialogProps } from '../shared/dialogProps'
import type { FieldProps } from '../shared/form'
import { leftOrSentFieldBinder } from '../shared/leftOrSentFields'
import {
  type ApplicationDecisionMachine,
  DECISION_FIELDS,
  type DecisionField,
  type DecisionKind,
  decisionErrors,
} from './applicationDecision.machine'

const LABELS: Record<DecisionField, string> = {
  credit_limit: OPERATOR_MSG.creditLimit,
  transaction_limit: OPERATOR_MSG.transactionLimit,
  term_limit: OPERATOR_MSG.termLimit,
  reason: OPERATOR_MSG.reason,
}

/**
 * What the decision dialog renders (see docs/architecture.md, "Connect layer"): its title and fields by kind,
 * each field's message (its own once left or sent, the server's until edited), the refusal, and the buttons
 * (closing and sending refused while it sends; a refused decision can only be closed).
 */
export function connect(
  snapshot: SnapshotFrom<ApplicationDecisionMachine>,
  send: SendOf<ApplicationDecisionMachine>,
) {
  const { kind, target, values, error } = snapshot.context
  const busy = snapshot.hasTag('busy')
  const refused = snapshot.matches('refused')
  const clientErrors = kind ? decisionErrors(kind, values) : {}
  const bind = leftOrSentFieldBinder<DecisionField>(snapshot.context, clientErrors, {
    readOnly: busy || refused,
    required: true,
    change: (patch) => send({ type: 'decision.change', values: patch }),
    blur: (field) => send({ type: 'decision.blur', field }),
  })
  const fieldProps = (name: DecisionField): FieldProps & { label: string } => ({
    ...bind(name),
    label: LABELS[name],
  })
  const open = (decision: DecisionKind) => (application: ApplicationDetail) =>
    send({
      type: 'decision.open',
      kind: decision,
      target: {
        id: application.id,
        businessName: application.business_name,
        creditRequested: application.credit_requested,
      },
    })
  return {
    open: snapshot.hasTag('open'),
    ...dialogProps({ busy, close: () => send({ type: 'decision.close' }) }),
    kind,
    title: kind === 'approve' ? OPERATOR_MSG.approveTitle : OPERATOR_MSG.declineTitle,
    businessName: target?.businessName ?? '',
    creditRequested: target?.creditRequested ?? 0,
    error,
    fields: (kind ? DECISION_FIELDS[kind] : []).map(fieldProps),
    openApprove: open('approve'),
    openDecline: open('decline'),
    onSubmit: () => send({ type: 'decision.submit' }),
    getSubmitProps: () => ({
      label: kind === 'approve' ? OPERATOR_MSG.approveSubmit : OPERATOR_MSG.declineSubmit,
      loading: busy,
      hidden: refused,
    }),
  }
}

export type ApplicationDecisionApi = ReturnType<typeof connect>
