import type { Counterpart } from '@contract/paymentActions'
import {
  type EditableFilters,
  selectChosenCounterpart,
  selectEdited,
  selectFilterErrors,
  selectIsSearching,
  selectLines,
  selectRole,
  selectSearch,
  selectSearchError,
  selectShowsLineFilter,
} from '@machines/payments-list'
import { useSelector } from '@xstate/react'
import { type FormEvent, useMemo } from 'react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/Button'
import { Combobox, type ComboboxItem } from '@/components/ui/Combobox'
import { DateInput } from '@/components/ui/DateInput'
import { Field, FieldNativeSelect, TextField } from '@/components/ui/Field'
import { formatMoney } from '@/lib/format'
import type { PaymentsListActorRef } from './paymentsListLogic'

/**
 * The filter panel of the payments list (ID, counterpart search, reserved line, dates, 'Aplicar',
 * 'Reestablecer'). Its own chunk: the date picker and the combobox load only when 'Filtrar' opens it.
 */

const FILTERS_ID = 'payments-filters'

const counterpartItem = (c: Counterpart): ComboboxItem => ({
  label: c.name,
  value: String(c.id),
  description: c.user_id === null ? undefined : `ID de usuario ${c.user_id}`,
})

function CounterpartFilter({ actorRef }: { actorRef: PaymentsListActorRef }) {
  const role = useSelector(actorRef, selectRole)
  const search = useSelector(actorRef, selectSearch)
  const selected = useSelector(actorRef, selectChosenCounterpart)
  const searching = useSelector(actorRef, selectIsSearching)
  const error = useSelector(actorRef, selectSearchError)
  const options = useMemo(() => {
    const list = [...search.results]
    if (selected && !list.some((c) => c.id === selected.id)) list.unshift(selected)
    return list
  }, [search.results, selected])
  const items = useMemo(() => options.map(counterpartItem), [options])
  return (
    <Combobox
      label={role === 'supplier' ? 'Cliente' : 'Proveedor'}
      name="counterpart"
      items={items}
      inputValue={search.text}
      onInputValueChange={(text) => actorRef.send({ type: 'search.input', text })}
      value={selected ? String(selected.id) : null}
      onValueChange={(value) =>
        actorRef.send({
          type: 'filters.change',
          values: { counterpart: options.find((c) => String(c.id) === value) ?? null },
        })
      }
      helperText="Busque por nombre o ID de usuario"
      emptyText="No se encontraron resultados"
      loading={searching}
      error={error}
      clearLabel="Borrar búsqueda"
    />
  )
}

export default function FilterPanel({ actorRef }: { actorRef: PaymentsListActorRef }) {
  const edited = useSelector(actorRef, selectEdited)
  const errors = useSelector(actorRef, selectFilterErrors)
  const lines = useSelector(actorRef, selectLines)
  const showsLines = useSelector(actorRef, selectShowsLineFilter)
  const change = (values: Partial<EditableFilters>) => actorRef.send({ type: 'filters.change', values })
  const apply = (event: FormEvent) => {
    event.preventDefault()
    actorRef.send({ type: 'filters.apply' })
  }
  return (
    <form
      id={FILTERS_ID}
      aria-label="Filtros"
      noValidate
      onSubmit={apply}
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
      <TextField
        label="ID"
        name="id"
        inputMode="numeric"
        autoComplete="off"
        value={edited.id}
        onChange={(e) => change({ id: e.target.value })}
        error={errors.id}
      />
      <CounterpartFilter actorRef={actorRef} />
      {showsLines && (
        <Field label="Línea de crédito reservada">
          <FieldNativeSelect
            name="reserved_credit_line_id"
            value={edited.reservedLineId === null ? '' : String(edited.reservedLineId)}
            onChange={(e) =>
              change({ reservedLineId: e.target.value === '' ? null : Number(e.target.value) })
            }
          >
            <option value="">Todas</option>
            {lines.map((line) => (
              <option key={line.id} value={line.id}>
                {`${line.business_name} · ${formatMoney(line.amount)}${line.reference ? ` · ${line.reference}` : ''}`}
              </option>
            ))}
          </FieldNativeSelect>
        </Field>
      )}
      <DateInput
        label="Fecha inicial"
        name="start"
        value={edited.start}
        onValueChange={(start) => change({ start })}
      />
      <DateInput
        label="Fecha final"
        name="end"
        value={edited.end}
        onValueChange={(end) => change({ end })}
        error={errors.end}
      />
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
        <Button variant="outline" onClick={() => actorRef.send({ type: 'filters.reset' })}>
          Reestablecer
        </Button>
        <Button type="submit">Aplicar</Button>
      </div>
    </form>
  )
}
