import { OPERATOR_MSG } from '@contract/applicationTexts'
import { connectApplicationDecision } from '@machines/operator-applications'
import { css } from 'styled-system/css'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Dialog } from '@/components/ui/Dialog'
import { Field, TextField } from '@/components/ui/Field'
import { FieldTextarea } from '@/components/ui/FieldTextarea'
import { Form } from '@/components/ui/Form'
import { formatMoney } from '@/lib/format'
import { useConnect } from '@/lib/useConnect'
import type { ApplicationDecisionActorRef } from './operatorLogic'

const FORM_ID = 'application-decision'

/** Text a field takes on a phone: pesos with decimals, days, or free text. */
const INPUT_MODE = { credit_limit: 'decimal', transaction_limit: 'decimal', term_limit: 'numeric' } as const

/** 'Aprobar solicitud' / 'Rechazar solicitud' in its dialog: a chunk of its own, loaded on the first open. */
export default function DecisionDialog({ actorRef }: { actorRef: ApplicationDecisionActorRef }) {
  const api = useConnect(actorRef, connectApplicationDecision)
  const submit = api.getSubmitProps()
  return (
    <Dialog
      open={api.open}
      onOpenChange={api.onOpenChange}
      title={api.title}
      description={
        api.kind === 'approve' && api.creditRequested > 0
          ? `${api.businessName} · Crédito solicitado: ${formatMoney(api.creditRequested)}`
          : api.businessName
      }
      hideCloseButton={api.busy}
      closeOnEscape={!api.busy}
      closeOnInteractOutside={!api.busy}
      footer={
        <>
          <Button variant="outline" {...api.getCancelProps()}>
            {OPERATOR_MSG.cancel}
          </Button>
          {!submit.hidden && (
            <Button
              type="submit"
              form={FORM_ID}
              variant={api.kind === 'decline' ? 'danger' : undefined}
              loading={submit.loading}
              loadingText={OPERATOR_MSG.sending}
            >
              {submit.label}
            </Button>
          )}
        </>
      }
    >
      <Form id={FORM_ID} onSubmit={api.onSubmit} className={css({ display: 'grid', gap: '4' })}>
        {api.error && <Alert status="error">{api.error}</Alert>}
        {api.kind === 'approve' && (
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{OPERATOR_MSG.approveHelp}</p>
        )}
        {api.fields.map(({ label, onChange, name, ...field }) =>
          name === 'reason' ? (
            <Field
              key={name}
              label={label}
              error={field.error}
              required={field.required}
              readOnly={field.readOnly}
              helperText={OPERATOR_MSG.reasonHelp}
            >
              <FieldTextarea
                name={name}
                value={field.value}
                rows={4}
                readOnly={field.readOnly}
                onBlur={field.onBlur}
                onChange={(event) => onChange(event.target.value)}
              />
            </Field>
          ) : (
            <TextField
              key={name}
              label={label}
              name={name}
              inputMode={INPUT_MODE[name as keyof typeof INPUT_MODE]}
              autoComplete="off"
              {...field}
              onChange={(event) => onChange(event.target.value)}
            />
          ),
        )}
      </Form>
    </Dialog>
  )
}
