import { BANK_CURRENCIES, BANK_CURRENCY_LABELS, PROFILE_MSG } from '@contract/profileTexts'
import { connectBankAccounts } from '@machines/bank-accounts'
import { css } from 'styled-system/css'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Dialog } from '@/components/ui/Dialog'
import { Field, FieldNativeSelect, TextField } from '@/components/ui/Field'
import { FormDialog } from '@/components/ui/FormDialog'
import { formDialogProps } from '@/components/ui/formDialogProps'
import { DIGITS_INPUT } from '@/components/ui/inputKinds'
import { inputsOf } from '@/lib/connectedInputs'
import { useConnect } from '@/lib/useConnect'
import type { BankAccountsActorRef } from './bankAccountsLogic'
import { Fact, facts, heading, section } from './profileStyles'

const FORM_ID = 'bank-account-form'

/** 'Cuentas bancarias' of a supplier: the list and, for its admin, add, edit and delete. */
export function BankAccountsView({ actorRef }: { actorRef: BankAccountsActorRef }) {
  const api = useConnect(actorRef, connectBankAccounts)
  const { form, confirm } = api
  const input = inputsOf(form.getFieldProps)
  const { error: currencyError, ...currency } = input('currency')
  return (
    <section aria-labelledby="profile-banks" className={section}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <h2 id="profile-banks" className={heading}>
          Cuentas bancarias
        </h2>
        {api.canManage && (
          <Button size="sm" className={css({ ml: 'auto' })} {...api.getAddProps()}>
            Agregar cuenta
          </Button>
        )}
      </div>
      {api.notice && (
        <Alert status="success" title={api.notice.title}>
          {api.notice.text}
        </Alert>
      )}
      {api.accounts.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>{PROFILE_MSG.noAccounts}</p>
      ) : (
        <ul className={css({ display: 'grid', gap: '3' })}>
          {api.accounts.map((account) => (
            <li
              key={account.id}
              aria-label={`${account.bank_name}, CLABE ${account.account_key}`}
              className={css({
                display: 'grid',
                gap: '3',
                p: '3',
                borderWidth: '1px',
                borderColor: 'border',
                borderRadius: 'l2',
              })}
            >
              <dl className={facts}>
                <Fact label="Banco">{account.bank_name}</Fact>
                <Fact label="Moneda">{BANK_CURRENCY_LABELS[account.currency]}</Fact>
                <Fact label="Número de cuenta">{account.account_number}</Fact>
                <Fact label="CLABE">{account.account_key}</Fact>
                <Fact label="Beneficiario">{account.beneficiary_name}</Fact>
              </dl>
              {api.canManage && (
                <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
                  <Button size="sm" variant="outline" {...api.getEditProps(account.id)}>
                    Editar
                  </Button>
                  <Button size="sm" variant="outline" {...api.getDeleteProps(account.id)}>
                    Eliminar
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <FormDialog
        {...formDialogProps(form)}
        title={form.adding ? 'Agregar cuenta bancaria' : 'Editar cuenta bancaria'}
        formId={FORM_ID}
        submitLabel="Guardar"
        loadingText="Guardando…"
      >
        <TextField
          label="CLABE"
          {...DIGITS_INPUT}
          maxLength={18}
          helperText="18 dígitos"
          {...input('account_key')}
        />
        <TextField
          label="Banco"
          name="bank_name"
          value={form.bankName}
          readOnly
          helperText="Se llena con la CLABE"
          error={form.bankError}
        />
        <Field label="Moneda" error={currencyError} required readOnly={currency.readOnly}>
          <FieldNativeSelect {...currency} disabled={currency.readOnly}>
            {BANK_CURRENCIES.map((value) => (
              <option key={value} value={value}>
                {BANK_CURRENCY_LABELS[value]}
              </option>
            ))}
          </FieldNativeSelect>
        </Field>
        <TextField label="Número de cuenta" {...DIGITS_INPUT} {...input('account_number')} />
        <TextField label="Beneficiario" autoComplete="organization" {...input('beneficiary_name')} />
        {form.error && (
          <Alert status="error" title={PROFILE_MSG.errorTitle}>
            {form.error}
          </Alert>
        )}
      </FormDialog>
      <Dialog
        role="alertdialog"
        open={confirm.open}
        onOpenChange={confirm.onOpenChange}
        title="¿Eliminar la cuenta?"
        description={
          confirm.account ? `${confirm.account.bank_name}, CLABE ${confirm.account.account_key}` : undefined
        }
        hideCloseButton={confirm.busy}
        closeOnEscape={!confirm.busy}
        closeOnInteractOutside={false}
        footer={
          <>
            <Button variant="outline" {...confirm.getCancelProps()}>
              Cancelar
            </Button>
            <Button variant="solid" loadingText="Eliminando…" {...confirm.getConfirmProps()}>
              Eliminar
            </Button>
          </>
        }
      >
        {confirm.error && (
          <Alert status="error" title={PROFILE_MSG.errorTitle}>
            {confirm.error}
          </Alert>
        )}
      </Dialog>
    </section>
  )
}
