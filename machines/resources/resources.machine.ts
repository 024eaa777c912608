import type { Resource } from '@contract/resources'
import { createResourceMachine } from '../resource/resource.machine'

/**
 * /recursos 'Recursos' (public): the list of resources (GET platform-resources), loaded once; loading, ready
 * (a list or the empty state) and failed with 'Reintentar'. The generic loader of machines/resource.
 */
export const resourcesMachine = createResourceMachine<Resource[]>('resources')
