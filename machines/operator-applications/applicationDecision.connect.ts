import type { ApplicationDetail } from '@contract/applications'
import { OPERATOR_MSG } from '@contract/applicationTexts'
import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import { type FieldProps, fieldBinder, visibleError } from '../shared/form'
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
  const { kind, target, values, touched, submitted, serverErrors, error } = snapshot.context
  const busy = snapshot.hasTag('busy')
  const refused = snapshot.matches('refused')
  const clientErrors = kind ? decisionErrors(kind, values) : {}
  const bind = fieldBinder<DecisionField>({
    values,
    errors: (name) => visibleError({ touched, clientErrors, serverErrors }, name, submitted),
    readOnly: busy || refused,
    required: true,
    change: (patch) => send({ type: 'decision.change', values: patch }),
    blur: (field) => send({ type: 'decision.blur', field }),
  })
  const fieldProps = (name: DecisionField): FieldProps & { label: string } => ({
    ...bind(name),
    label: LABELS[name],
  })
  const close = () => send({ type: 'decision.close' })
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
    busy,
    kind,
    title: kind === 'approve' ? OPERATOR_MSG.approveTitle : OPERATOR_MSG.declineTitle,
    businessName: target?.businessName ?? '',
    creditRequested: target?.creditRequested ?? 0,
    error,
    fields: (kind ? DECISION_FIELDS[kind] : []).map(fieldProps),
    openApprove: open('approve'),
    openDecline: open('decline'),
    onOpenChange: (next: boolean) => {
      if (!next) close()
    },
    onSubmit: () => send({ type: 'decision.submit' }),
    getSubmitProps: () => ({
      label: kind === 'approve' ? OPERATOR_MSG.approveSubmit : OPERATOR_MSG.declineSubmit,
      loading: busy,
      hidden: refused,
    }),
    getCancelProps: () => ({ disabled: busy, onClick: close }),
  }
}

export type ApplicationDecisionApi = ReturnType<typeof connect>
