import type { SupplierSummary } from '@contract/sales'
import { connectSharedCode } from '@machines/shared-code'
import { css } from 'styled-system/css'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Field, FieldNativeSelect } from '@/components/ui/Field'
import { ItemList } from '@/components/ui/ItemList'
import { SelectOptions } from '@/components/ui/SelectOptions'
import { Spinner } from '@/components/ui/Spinner'
import { useConnect } from '@/lib/useConnect'
import type { SharedCodeActorRef } from './purchaseCodeLogic'

const activeCodeRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: '3',
  rowGap: '1',
})

const codeStyle = css({
  fontFamily: 'mono',
  fontWeight: 'bold',
  fontSize: { base: '2xl', sm: '3xl' },
  letterSpacing: '0.15em',
  wordBreak: 'break-all',
})

/**
 * The shared-code panel on /token: a long-lived code for one supplier, activated and deactivated here.
 * `suppliers` are the customer's suppliers (the same list as the carousel).
 */
export function SharedCodeView({
  actorRef,
  suppliers,
}: {
  actorRef: SharedCodeActorRef
  suppliers: SupplierSummary[]
}) {
  const api = useConnect(actorRef, connectSharedCode)
  const { loading, loadFailed, showsCode, code, error, notice, activeCodes } = api
  const { onChange: chooseSupplier, ...supplier } = api.getSupplierProps(suppliers)

  return (
    <Card as="section" aria-labelledby="shared-code-title">
      <Card.Header>
        <Card.Title id="shared-code-title">Código compartido</Card.Title>
        <Card.Description>
          Un código fijo para un solo proveedor: úsalo en tus compras frecuentes sin generar un código cada
          vez. Sigue activo hasta que lo desactives.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        {loading ? (
          <Spinner label="Cargando códigos compartidos" />
        ) : loadFailed ? (
          <Alert status="error" title="No pudimos cargar tus códigos compartidos">
            <p>{error}</p>
            <Button variant="outline" size="sm" className={css({ mt: '2' })} {...api.getRetryProps()}>
              Reintentar
            </Button>
          </Alert>
        ) : (
          <>
            <Field label="Proveedor">
              <FieldNativeSelect {...supplier} onChange={(e) => chooseSupplier(e.target.value)}>
                <SelectOptions
                  prompt="Selecciona un proveedor"
                  items={suppliers}
                  toOption={(s) => ({ value: String(s.id), label: s.business_name })}
                />
              </FieldNativeSelect>
            </Field>
            {error && <Alert status="error">{error}</Alert>}
            {notice && <Alert status="success">{notice}</Alert>}
            {showsCode && code ? (
              <div className={css({ display: 'grid', gap: '3' })}>
                <p>
                  <span className={css({ display: 'block', color: 'fg.muted', fontSize: 'sm' })}>
                    Tu código compartido
                  </span>
                  <span className={codeStyle}>{code}</span>
                </p>
                <Button variant="outline" {...api.getDeactivateProps()} loadingText="Desactivando…">
                  Desactivar
                </Button>
              </div>
            ) : (
              <Button {...api.getActivateProps()} loadingText="Activando…">
                Activar código compartido
              </Button>
            )}
            <div>
              <h3 className={css({ fontWeight: 'semibold', mb: '1' })}>Códigos compartidos activos</h3>
              <ItemList
                items={activeCodes}
                empty={
                  <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                    No tienes códigos compartidos activos.
                  </p>
                }
                aria-label="Códigos compartidos activos"
                className={css({ display: 'grid', gap: '2' })}
                itemKey={(entry) => entry.supplierId}
                itemClassName={activeCodeRow}
              >
                {(entry) => (
                  <>
                    <span className={css({ flex: '1 1 10rem', minW: '0', overflowWrap: 'anywhere' })}>
                      {entry.supplierName}
                    </span>
                    <span className={css({ fontFamily: 'mono', fontWeight: 'semibold' })}>{entry.code}</span>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Desactivar el código de ${entry.supplierName}`}
                      loadingText="Desactivando…"
                      {...api.getDeactivateProps(entry.supplierId)}
                    >
                      Desactivar
                    </Button>
                  </>
                )}
              </ItemList>
            </div>
          </>
        )}
      </Card.Body>
    </Card>
  )
}
