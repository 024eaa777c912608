import type { Counterpart } from '@contract/paymentActions'
import { connectPaymentsList, type PaymentsListApi } from '@machines/payments-list'
import { useMemo } from 'react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/Button'
import { Combobox, type ComboboxItem } from '@/components/ui/Combobox'
import { DateField } from '@/components/ui/DateField'
import { Field, FieldNativeSelect, TextField } from '@/components/ui/Field'
import { Form } from '@/components/ui/Form'
import { SelectOptions } from '@/components/ui/SelectOptions'
import { formatMoney } from '@/lib/format'
import { inputProps, useConnect } from '@/lib/useConnect'
import type { PaymentsListActorRef } from './paymentsListLogic'

/**
 * The filter panel of the payments list (ID, counterpart search, reserved line, dates, 'Aplicar',
 * 'Reestablecer'). Its own chunk: the combobox loads only when 'Filtrar' opens it.
 */

const FILTERS_ID = 'payments-filters'

const counterpartItem = (c: Counterpart): ComboboxItem => ({
  label: c.name,
  value: String(c.id),
  description: c.user_id === null ? undefined : `ID de usuario ${c.user_id}`,
})

function CounterpartFilter({ api }: { api: PaymentsListApi }) {
  const { counterpart } = api
  const items = useMemo(() => counterpart.options.map(counterpartItem), [counterpart.options])
  return (
    <Combobox
      label={counterpart.label}
      name="counterpart"
      items={items}
      inputValue={counterpart.inputValue}
      onInputValueChange={counterpart.onInputValueChange}
      value={counterpart.value}
      onValueChange={counterpart.onValueChange}
      helperText="Busque por nombre o ID de usuario"
      emptyText="No se encontraron resultados"
      loading={counterpart.loading}
      error={counterpart.error}
      clearLabel="Borrar búsqueda"
    />
  )
}

export default function FilterPanel({ actorRef }: { actorRef: PaymentsListActorRef }) {
  const api = useConnect(actorRef, connectPaymentsList)
  const { error: _lineError, readOnly: _lineReadOnly, ...line } = inputProps(api.getReservedLineProps())
  return (
    <Form
      id={FILTERS_ID}
      aria-label="Filtros"
      onSubmit={api.onApply}
      className={css({
        display: 'grid',
        gap: '4',
        p: '4',
        borderWidth: '1px',
        borderStyle: 'solid',
        borderColor: 'border',
        borderRadius: 'l3',
        bg: 'bg.surface',
        gridTemplateColumns: {
          base: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        },
      })}
    >
      <TextField label="ID" inputMode="numeric" autoComplete="off" {...inputProps(api.getIdProps())} />
      <CounterpartFilter api={api} />
      {api.showsLineFilter && (
        <Field label="Línea de crédito reservada">
          <FieldNativeSelect {...line}>
            <SelectOptions
              prompt="Todas"
              items={api.lines}
              toOption={(line) => ({
                value: line.id,
                label: `${line.business_name} · ${formatMoney(line.amount)}${line.reference ? ` · ${line.reference}` : ''}`,
              })}
            />
          </FieldNativeSelect>
        </Field>
      )}
      <DateField label="Fecha inicial" {...api.getDateProps('start')} />
      <DateField label="Fecha final" {...api.getDateProps('end')} />
      <div
        className={css({
          display: 'flex',
          gap: '2',
          alignItems: 'flex-end',
          flexWrap: 'wrap',
          gridColumn: { base: 'auto', lg: '1 / -1' },
          justifyContent: { base: 'stretch', sm: 'flex-end' },
          '& > button': { flex: { base: '1', sm: 'none' } },
        })}
      >
        <Button variant="outline" {...api.getResetProps()}>
          Reestablecer
        </Button>
        <Button type="submit">Aplicar</Button>
      </div>
    </Form>
  )
}
