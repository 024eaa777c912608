import type { DirectoryEntry } from '@contract/directory'
import { whatsappLink, whatsappQuoteText } from '@contract/directoryTexts'
import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import type { DirectoryMachine } from './directory.machine'

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const

/**
 * What '¿Donde comprar?' renders (see docs/architecture.md, "Connect layer"): the search and filters, the cards
 * with their links (each click recorded), loading, the paging error with the server's msg, the empty text and
 * the pages.
 */
export function connect(snapshot: SnapshotFrom<DirectoryMachine>, send: SendOf<DirectoryMachine>) {
  const ctx = snapshot.context
  const loading = snapshot.hasTag('busy')
  const failed = snapshot.hasTag('failed')
  const cities = ctx.filters?.find((item) => item.state === ctx.state)?.cities ?? []
  const track = (event: 'directory_entry' | 'location' | 'contact', supplierId: number) => () =>
    send({ type: 'directory.track', event, supplierId })
  return {
    loading,
    error: failed ? ctx.error : null,
    /** Cards are shown once a page arrived, and not over an error. */
    entries: failed ? [] : ctx.entries,
    empty: snapshot.matches('ready') && ctx.entries.length === 0,
    page: ctx.currentPage,
    total: ctx.total,
    perPage: ctx.perPage,
    states: (ctx.filters ?? []).map((item) => item.state),
    cities,
    getSearchProps: () => ({
      value: ctx.search,
      onChange: (text: string) => send({ type: 'directory.search', text }),
    }),
    getStateProps: () => ({
      value: ctx.state,
      onChange: (state: string) => send({ type: 'directory.filterState', state }),
    }),
    getCityProps: () => ({
      value: ctx.city,
      disabled: ctx.state === '' || cities.length === 0,
      onChange: (city: string) => send({ type: 'directory.filterCity', city }),
    }),
    onPageChange: (page: number) => send({ type: 'directory.page', page }),
    getRetryProps: () => ({ onClick: () => send({ type: 'directory.retry' }) }),
    /** 'Cotizar por WhatsApp': only with a directory phone. */
    getWhatsappProps: (entry: DirectoryEntry) =>
      entry.directory_vendor_phone
        ? {
            href: whatsappLink(entry.directory_vendor_phone, whatsappQuoteText(entry.business_name)),
            ...newTab,
            onClick: track('contact', entry.id),
          }
        : null,
    /** 'Ver ubicación': only with a map link. */
    getLocationProps: (entry: DirectoryEntry) =>
      entry.map ? { href: entry.map, ...newTab, onClick: track('location', entry.id) } : null,
    /** 'Ver más': the supplier's profile. */
    getProfileProps: (entry: DirectoryEntry) => ({
      href: `/supplier/${entry.id}`,
      onClick: track('directory_entry', entry.id),
    }),
  }
}

export type DirectoryApi = ReturnType<typeof connect>
