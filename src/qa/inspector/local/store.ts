import type { StatelyInspectionEvent } from '@statelyai/inspect'

/** One event an actor received, as the inspector got it (masked). */
export interface SeenEvent {
  seq: number
  sessionId: string
  sourceId: string | undefined
  event: { type: string; [key: string]: unknown }
}

/** One actor the app reported, with its last snapshot. */
export interface SeenActor {
  sessionId: string
  parentId: string | undefined
  /** The machine's id for a machine (`sale`), else the actor's (`lookupCustomer`). */
  name: string
  /** The machine's id when the actor runs a state machine. */
  machineId: string | undefined
  status: string
  value: unknown
  context: unknown
}

export interface InspectionState {
  actors: SeenActor[]
  events: SeenEvent[]
}

/** How many events the page keeps (the oldest go first). */
const KEPT_EVENTS = 2000

const machineIdOf = (definition: string | undefined): string | undefined => {
  if (!definition) return undefined
  try {
    const parsed = JSON.parse(definition) as { id?: unknown; states?: unknown }
    return parsed.states && typeof parsed.id === 'string' ? parsed.id : undefined
  } catch {
    return undefined
  }
}

/**
 * What the local inspector knows, built from @statelyai/inspect's messages alone: the actors with their last
 * state and context, and the events in the order they came. A snapshot of an actor not seen yet (an inspector
 * opened late) adds it by its session id.
 */
export const createInspectionStore = () => {
  let state: InspectionState = { actors: [], events: [] }
  let seq = 0
  const listeners = new Set<() => void>()

  const upsert = (sessionId: string, patch: Partial<SeenActor>) => {
    const at = state.actors.findIndex((a) => a.sessionId === sessionId)
    const before: SeenActor = state.actors[at] ?? {
      sessionId,
      parentId: undefined,
      name: sessionId,
      machineId: undefined,
      status: 'active',
      value: undefined,
      context: undefined,
    }
    const after = { ...before, ...patch }
    const actors = [...state.actors]
    if (at === -1) actors.push(after)
    else actors[at] = after
    return actors
  }

  const add = (message: StatelyInspectionEvent) => {
    if (message.type === '@xstate.actor') {
      state = {
        ...state,
        actors: upsert(message.sessionId, {
          parentId: message.parentId,
          name: message.name,
          machineId: machineIdOf(message.definition),
          status: message.snapshot?.status ?? 'active',
          value: message.snapshot?.value,
          context: message.snapshot?.context,
        }),
      }
    } else if (message.type === '@xstate.snapshot') {
      const snapshot = message.snapshot as { status?: string; value?: unknown; context?: unknown }
      state = {
        ...state,
        actors: upsert(message.sessionId, {
          status: snapshot.status ?? 'active',
          value: snapshot.value,
          context: snapshot.context,
        }),
      }
    } else if (message.type === '@xstate.event') {
      seq += 1
      const seen: SeenEvent = {
        seq,
        sessionId: message.sessionId,
        sourceId: message.sourceId,
        event: message.event as SeenEvent['event'],
      }
      const events = [...state.events, seen]
      state = { ...state, events: events.length > KEPT_EVENTS ? events.slice(-KEPT_EVENTS) : events }
    } else return
    for (const listener of listeners) listener()
  }

  return {
    add,
    get: (): InspectionState => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export type InspectionStore = ReturnType<typeof createInspectionStore>
