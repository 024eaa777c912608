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
import { InputPrefix } from '@/components/ui/InputPrefix'
import { PHONE_INPUT } from '@/components/ui/inputKinds'
import { SelectOptions } from '@/components/ui/SelectOptions'
import { fieldParts } from '@/lib/connectedInputs'
import { useConnect } from '@/lib/useConnect'
import { useFlow } from '@/lib/useFlow'
import { type QuoteFormActorRef, quoteFormLogic } from './projectsLogic'
import { quotePhoneStore } from './quotePhoneStore'

const FORM_ID = 'quote-form'

function QuoteFields({ api }: { api: QuoteFormApi }) {
  const description = fieldParts(api.getFieldProps('description'))
  const phone = fieldParts(api.getFieldProps('phone'))
  const project = fieldParts(api.getSelectProps('project_id'))
  return (
    <>
      <Field
        label="¿Qué material necesitas?"
        helperText="Incluye cantidades, medidas y marcas si las conoces."
        {...description.field}
      >
        <FieldTextarea {...description.control} rows={5} />
      </Field>
      <Field
        label="WhatsApp"
        helperText="10 dígitos. Te avisaremos por WhatsApp cuando llegue una cotización."
        {...phone.field}
      >
        <InputPrefix sign="+52">
          <Field.Input {...phone.control} {...PHONE_INPUT} maxLength={10} className={css({ ps: '11' })} />
        </InputPrefix>
      </Field>
      <Field
        label="Proyecto"
        helperText={api.projects.length === 0 ? 'Aún no tienes proyectos: crea uno primero.' : undefined}
        {...project.field}
      >
        <FieldNativeSelect {...project.control}>
          <SelectOptions
            prompt="Selecciona un proyecto"
            items={api.projects.map((p) => ({ value: String(p.id), label: p.name }))}
          />
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
