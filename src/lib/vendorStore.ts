/** The vendor chosen at the last sale or client registration on this device (docs/decisions.md#entities). */
export const SELECTED_VENDOR_KEY = 'selectedVendor'

export const vendorStore = {
  /** Throws where storage is unavailable: the machine then preselects nothing. */
  read: async (): Promise<string | null> => localStorage.getItem(SELECTED_VENDOR_KEY),
  save: (vendorId: string): void => {
    try {
      localStorage.setItem(SELECTED_VENDOR_KEY, vendorId)
    } catch {
      // Private mode or full storage: the next registration just asks again.
    }
  },
}
