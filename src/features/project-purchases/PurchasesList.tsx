import type { ProjectPurchasesApi, PurchaseChip } from '@machines/project-purchases'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Checkbox } from '@/components/ui/Checkbox'
import { DateField } from '@/components/ui/DateField'
import { Field, FieldNativeSelect, TextField } from '@/components/ui/Field'
import { ItemList } from '@/components/ui/ItemList'
import { XIcon } from '@/components/ui/icons'
import { Pagination } from '@/components/ui/Pagination'
import { SelectOptions } from '@/components/ui/SelectOptions'
import { Spinner } from '@/components/ui/Spinner'
import { formatDateShort, formatMoney } from '@/lib/format'

export const NO_RESULTS = 'No se encontraron resultados'

const purchaseRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '3',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
})

const chipLabel = (chip: PurchaseChip) =>
  chip.name === 'supplier'
    ? `Proveedor: ${chip.value}`
    : `${chip.name === 'date_from' ? 'Desde' : 'Hasta'}: ${formatDateShort(chip.value)}`

function SupplierFilter({ api }: { api: ProjectPurchasesApi }) {
  const search = api.supplierSearch
  const searched = search.text.trim().length >= 2 && !search.searching
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <TextField
        label="Buscar proveedor"
        type="search"
        name="supplier_search"
        autoComplete="off"
        value={search.text}
        disabled={search.disabled}
        helperText="Escribe al menos 2 letras del nombre"
        onChange={(event) => search.onTextChange(event.target.value)}
      />
      {search.searching && <Spinner size="sm" label="Buscando proveedores" />}
      {search.error && <Alert status="error">{search.error}</Alert>}
      {search.options.length > 0 ? (
        <Field label="Proveedor" disabled={search.disabled}>
          <FieldNativeSelect
            name="supplier_id"
            value={search.chosenId === null ? '' : String(search.chosenId)}
            onChange={(event) => {
              const chosen = search.options.find((option) => String(option.id) === event.target.value)
              if (chosen) search.onChoose(chosen)
            }}
          >
            <SelectOptions
              prompt="Elige un proveedor"
              items={search.options}
              toOption={(option) => ({ value: option.id, label: option.name })}
            />
          </FieldNativeSelect>
        </Field>
      ) : (
        searched &&
        !search.error &&
        search.chosenId === null && (
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>Ningún proveedor coincide</p>
        )
      )}
    </div>
  )
}

/** Filters (supplier, from, to) and the chips of the ones that are set. */
function Filters({ api }: { api: ProjectPurchasesApi }) {
  return (
    <fieldset className={css({ display: 'grid', gap: '3', border: 'none', p: '0', m: '0', minW: '0' })}>
      <legend className={css({ fontWeight: 'semibold', mb: '2' })}>Filtrar compras</legend>
      <SupplierFilter api={api} />
      <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' })}>
        <DateField label="Desde" {...api.getDateProps('date_from')} />
        <DateField label="Hasta" {...api.getDateProps('date_to')} />
      </div>
      {api.chips.length > 0 && (
        <ul aria-label="Filtros aplicados" className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {api.chips.map((chip) => (
            <li
              key={chip.name}
              className={css({
                display: 'inline-flex',
                alignItems: 'center',
                gap: '1',
                pl: '3',
                pr: '1',
                py: '0.5',
                borderRadius: 'full',
                bg: 'bg.muted',
                fontSize: 'sm',
              })}
            >
              <span>{chipLabel(chip)}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Quitar filtro ${chipLabel(chip)}`}
                {...api.getClearChipProps(chip.name)}
              >
                <XIcon size={14} />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  )
}

const rowText = css({ display: 'grid', gap: '0.5', minW: '0', flex: '1' })

/**
 * The purchases of both drawers: filters, the page of purchases as cards (checkboxes in 'assign' mode), paging
 * only when the total exceeds the page size, the load failure, and what an empty list says.
 */
export function PurchasesList({ api, empty }: { api: ProjectPurchasesApi; empty: ReactNode }) {
  const picking = api.mode === 'assign'
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}>
      <Filters api={api} />
      {api.loadError && (
        <Alert status="error" title="No pudimos cargar las compras">
          <p>{api.loadError}</p>
          <Button variant="outline" size="sm" className={css({ mt: '2' })} {...api.getReloadProps()}>
            Reintentar
          </Button>
        </Alert>
      )}
      {api.loading && <Spinner label="Cargando compras" />}
      {api.empty && empty}
      {api.noResults && (
        <p className={css({ color: 'fg.muted', textAlign: 'center', py: '6' })}>{NO_RESULTS}</p>
      )}
      {api.hasResult && (
        <ItemList
          items={api.rows}
          aria-label="Compras"
          aria-busy={api.loading || undefined}
          className={css({ display: 'grid', gap: '2' })}
          itemKey={(row) => row.id}
          itemClassName={purchaseRow}
        >
          {(row) => (
            <>
              {picking && (
                <Checkbox
                  label={<span className={css({ srOnly: true })}>Seleccionar compra {row.id}</span>}
                  {...api.getToggleProps(row.id)}
                />
              )}
              <div className={rowText}>
                <span className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>
                  {row.supplier.business_name}
                </span>
                <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                  #{row.id} · {formatDateShort(row.purchase_date)}
                </span>
              </div>
              <span
                className={css({
                  fontWeight: 'semibold',
                  whiteSpace: 'nowrap',
                  fontVariantNumeric: 'tabular-nums',
                })}
              >
                {formatMoney(row.amount)}
              </span>
            </>
          )}
        </ItemList>
      )}
      {api.pagination && <Pagination {...api.pagination} label="Páginas de compras" />}
    </div>
  )
}
