import type { Project } from '@contract/projects'
import { connectQuoteForm, type QuoteFormApi } from '@machines/quotes'
import { useEffect, useMemo, useRef } from 'react'
import { css } from 'styled-system/css'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Drawer } from '@/components/ui/Drawer'
import { Field, FieldNativeSelect } from '@/components/ui/Field'
import { FieldTextarea } from '@/components/ui/FieldTextarea'
import { Form } from '@/components/ui/Form'
import { inputProps, useConnect } from '@/lib/useConnect'
import { useFlow } from '@/lib/useFlow'
import { type QuoteFormActorRef, quoteFormLogic } from './projectsLogic'
import { quotePhoneStore } from './quotePhoneStore'

const FORM_ID = 'quote-form'
const prefix = css({ position: 'relative' })
const prefixSign = css({
  position: 'absolute',
  insetInlineStart: '3',
  top: '50%',
  transform: 'translateY(-50%)',
  color: 'fg.muted',
  pointerEvents: 'none',
})

function QuoteFields({ api }: { api: QuoteFormApi }) {
  const {
    error: descriptionError,
    readOnly: descriptionReadOnly,
    ...description
  } = inputProps(api.getFieldProps('description'))
  const { error: phoneError, readOnly: phoneReadOnly, ...phone } = inputProps(api.getFieldProps('phone'))
  const {
    error: projectError,
    disabled,
    readOnly: _r,
    ...project
  } = inputProps(api.getSelectProps('project_id'))
  return (
    <>
      <Field
        label="¿Qué material necesitas?"
        error={descriptionError}
        readOnly={descriptionReadOnly}
        helperText="Incluye cantidades, medidas y marcas si las conoces."
        required={description.required}
      >
        <FieldTextarea {...description} rows={5} />
      </Field>
      <Field
        label="WhatsApp"
        error={phoneError}
        readOnly={phoneReadOnly}
        helperText="10 dígitos. Te avisaremos por WhatsApp cuando llegue una cotización."
        required={phone.required}
      >
        <div className={prefix}>
          <span aria-hidden="true" className={prefixSign}>
            +52
          </span>
          <Field.Input
            {...phone}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            className={css({ ps: '11' })}
          />
        </div>
      </Field>
      <Field
        label="Proyecto"
        error={projectError}
        disabled={disabled === true}
        helperText={api.projects.length === 0 ? 'Aún no tienes proyectos: crea uno primero.' : undefined}
        required={project.required}
      >
        <FieldNativeSelect {...project}>
          <option value="">Selecciona un proyecto</option>
          {api.projects.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name}
            </option>
          ))}
        </FieldNativeSelect>
      </Field>
    </>
  )
}

/** The quote form drawer's body, driven by its machine. */
export function QuoteFormView({ actorRef }: { actorRef: QuoteFormActorRef }) {
  const api = useConnect(actorRef, connectQuoteForm)
  const cancel = api.getCancelProps()
  return (
    <Drawer
      open={api.open}
      onOpenChange={api.onOpenChange}
      title="Solicitar cotización"
      description="Los proveedores del directorio te enviarán su cotización."
      closeOnInteractOutside={false}
      footer={
        <>
          <Button variant="outline" {...cancel}>
            Cancelar
          </Button>
          <Button type="submit" form={FORM_ID} loading={api.busy} loadingText="Enviando…">
            Solicitar cotización
          </Button>
        </>
      }
    >
      <Form id={FORM_ID} onSubmit={api.onSubmit} className={css({ display: 'grid', gap: '4' })}>
        <QuoteFields api={api} />
        {api.error && (
          <Alert status="error" title="Atención">
            {api.error}
          </Alert>
        )}
      </Form>
    </Drawer>
  )
}

export interface QuoteFormDrawerProps {
  projects: Pick<Project, 'id' | 'name'>[]
  onClose: () => void
  /** The request was sent (the server's msg): the list closes the drawer and reloads. */
  onCreated: (msg: string) => void
}

/** The quote form as the projects screen opens it, its phone prefilled from the last request. */
export default function QuoteFormDrawer({ projects, onClose, onCreated }: QuoteFormDrawerProps) {
  const callbacks = useRef({ onClose, onCreated })
  useEffect(() => {
    callbacks.current = { onClose, onCreated }
  }, [onClose, onCreated])
  const logic = useMemo(
    () =>
      quoteFormLogic.provide({
        actions: {
          notifyClosed: () => callbacks.current.onClose(),
          notifyCreated: (_, params) => callbacks.current.onCreated(params.msg),
        },
      }),
    [],
  )
  const actorRef = useFlow(logic, {
    projects: projects.map(({ id, name }) => ({ id, name })),
    phone: quotePhoneStore.read(),
  })
  return <QuoteFormView actorRef={actorRef} />
}
