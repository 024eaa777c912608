import { CAROUSEL_LOGOS } from '@contract/directoryTexts'
import { createDashboardMachine, type DashboardMachine, type DashboardRole } from '@machines/dashboard'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { paymentsApi } from '@/api/payments'
import { purchaseCodesApi } from '@/api/purchaseCodes'

/** The local flag of the buy tutorial (docs/decisions.md#dashboards): shown once per browser. */
export const TUTORIAL_FLAG = 'buyTutorialShowed'

export const tutorialFlag = {
  /** Throws where storage is unavailable: the machine then shows no tutorial. */
  read: async (): Promise<boolean> => localStorage.getItem(TUTORIAL_FLAG) !== null,
  save: (): void => {
    try {
      localStorage.setItem(TUTORIAL_FLAG, '1')
    } catch {
      // Private mode or full storage: the tutorial may show again, nothing else breaks.
    }
  },
}

const wire = (role: DashboardRole, hasRewards: boolean) =>
  createDashboardMachine({ role, hasRewards }).provide({
    actors: {
      loadResume: fromPromise(() => paymentsApi.resume()),
      loadSuppliers: fromPromise(() => purchaseCodesApi.suppliers(CAROUSEL_LOGOS)),
      loadSalesTotal: fromPromise(() => paymentsApi.totalByUser()),
      loadOverdueCards: fromPromise(({ input }) => paymentsApi.list(input)),
      loadUpcomingCards: fromPromise(({ input }) => paymentsApi.list(input)),
      loadExtensions: fromPromise(({ input }) => paymentsApi.termExtensions(input)),
      loadToConfirm: fromPromise(({ input }) => paymentsApi.list(input)),
      loadExpired: fromPromise(({ input }) => paymentsApi.list(input)),
      loadPending: fromPromise(({ input }) => paymentsApi.list(input)),
      readTutorialFlag: fromPromise(() => tutorialFlag.read()),
    },
    actions: { saveTutorialFlag: () => tutorialFlag.save() },
  })

const made = new Map<string, ReturnType<typeof wire>>()

/** The dashboard of a role wired to the API; one per role and rewards flag, made on first use. */
export const dashboardLogicFor = (role: DashboardRole, hasRewards: boolean) => {
  const key = `${role}:${hasRewards}`
  let logic = made.get(key)
  if (!logic) {
    logic = wire(role, hasRewards)
    made.set(key, logic)
  }
  return logic
}

export type DashboardActorRef = ActorRefFrom<DashboardMachine>
