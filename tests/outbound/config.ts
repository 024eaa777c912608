/**
 * What the Vitest configs (vitest.config.ts, vitest.mutation.config.ts) add to every project so no test reaches
 * outside this machine (docs/architecture.md#tests).
 */

/** Refuses and reports outbound connections, lookups and DOM fetches; first among a project's setup files. */
export const noOutboundSetupFile = 'tests/outbound/setup.ts'

/**
 * happy-dom loads no other page: a click on a link (the directory's WhatsApp and map links open in a new tab)
 * would otherwise fetch it, from the internet. The link's element and its href are still there to assert on.
 */
export const happyDomWithoutNavigation = {
  happyDOM: {
    settings: {
      navigation: {
        disableMainFrameNavigation: true,
        disableChildFrameNavigation: true,
        disableChildPageNavigation: true,
      },
    },
  },
}
