import { bankAccountsMachine } from '@machines/bank-accounts'
import { recommendMachine } from '@machines/directory'
import { DIALOG_KINDS, DIALOGS, paymentDialogMachineOf } from '@machines/payment-dialog'
import { profileMachine } from '@machines/profile'
import { quoteFormMachine } from '@machines/quotes'
import { reservedLineDialogMachine, reservedLinesMachine } from '@machines/reserved-lines'
import { quoteAnswerMachine } from '@machines/supplier-quotes'
import { describe, expect, it } from 'vitest'
import { type AnyStateMachine, type StateValue, transition } from 'xstate'

/**
 * While a dialog's request is on its way, nothing its person does (Escape, a click outside, 'Cancelar', the
 * submit again) closes it or sends again: the answer must come back to the dialog that asked. The machines
 * hold this rule alone (the connect layers pass Escape and the buttons straight through), so it is checked
 * here on each machine's own transition function, for the events its dialog's close, cancel and submit send.
 */
const WHILE_SENDING: Array<{
  machine: AnyStateMachine
  state: StateValue
  events: string[]
}> = [
  { machine: quoteFormMachine, state: 'submitting', events: ['quote.close', 'quote.submit'] },
  { machine: bankAccountsMachine, state: 'saving', events: ['form.cancel', 'form.submit'] },
  { machine: bankAccountsMachine, state: 'deleting', events: ['delete.cancel', 'delete.confirm'] },
  { machine: recommendMachine, state: 'submitting', events: ['recommend.close', 'recommend.submit'] },
  // Every payment dialog; 'Volver' exists only in a form that asks first.
  ...DIALOG_KINDS.map((kind) => ({
    machine: paymentDialogMachineOf(kind) as AnyStateMachine,
    state: 'submitting',
    events: [
      'dialog.close',
      'dialog.submit',
      ...(DIALOGS[kind].form && DIALOGS[kind].confirm ? ['dialog.back'] : []),
    ],
  })),
  { machine: profileMachine, state: { ready: 'saving' }, events: ['contact.close', 'contact.submit'] },
  { machine: reservedLineDialogMachine, state: 'submitting', events: ['line.close', 'line.submit'] },
  {
    machine: reservedLinesMachine,
    state: { ready: 'deactivating' },
    events: ['lines.cancelRemove', 'lines.confirmRemove'],
  },
  { machine: quoteAnswerMachine, state: 'submitting', events: ['answer.close', 'answer.submit'] },
]

describe('a dialog that is sending', () => {
  it.each(
    WHILE_SENDING.flatMap(({ machine, state, events }) =>
      events.map((type) => [`${machine.id} ${JSON.stringify(state)}`, type, machine, state] as const),
    ),
  )('%s ignores %s', (_, type, machine, value) => {
    // The event is one the dialog really sends: some state of the machine handles it.
    expect(machine.root.events).toContain(type)
    const sending = machine.resolveState({ value, context: {} })
    // No handler for it in the sending state or above, guarded or not (a guard could read any context).
    for (const node of sending._nodes) expect(node.transitions.has(type), node.id).toBe(false)
    const [next, actions] = transition(machine, sending, { type })
    expect(next.value).toEqual(sending.value)
    expect(next.context).toBe(sending.context)
    expect(actions).toEqual([])
  })
})
