import { CUSTOMER, type MatrixEntry, onlyRoles, ROLE_OF, row, SUPPLIER } from './lib'

const elFuerte = async (ctx: Parameters<NonNullable<MatrixEntry['request']>>[0]['ctx']) =>
  ctx.organizationIdOf('proveedor@demo.mx')

/**
 * The directory, my suppliers, the supplier profile, recommendations, referrals and rewards. The
 * profile of Materiales El Fuerte: any builder may read an active supplier; its own users read it too; another
 * supplier gets 404 (docs/decisions.md#directory).
 */
export const DIRECTORY_ROUTES: MatrixEntry[] = [
  { route: 'GET /api/suppliers/get-suppliers-to-show', expect: onlyRoles(CUSTOMER) },
  { route: 'GET /api/suppliers/get-directory-filters', expect: onlyRoles(CUSTOMER) },
  { route: 'GET /api/suppliers/directory-stats', expect: onlyRoles(SUPPLIER) },
  {
    route: 'GET /api/suppliers/get-business-information',
    expect: row((actor) => {
      if (actor === 'anonymous') return 401
      if (actor === 'other-supplier') return 404
      return [...SUPPLIER, ...CUSTOMER].includes(ROLE_OF[actor]) ? 200 : 403
    }),
    request: async ({ ctx }) => ({
      path: `/api/suppliers/get-business-information?id=${await elFuerte(ctx)}`,
    }),
  },
  {
    route: 'POST /api/directory-activities/create',
    expect: onlyRoles(CUSTOMER),
    request: async ({ ctx }) => ({ json: { event: 'directory_entry', supplier_id: await elFuerte(ctx) } }),
  },
  {
    route: 'POST /api/customers/refer-supplier',
    expect: onlyRoles(CUSTOMER),
    request: () => ({
      json: { name: 'Materiales Matriz', phone: '3312345678', notes: 'Prueba de la matriz' },
    }),
  },
  { route: 'GET /api/customers/get-referrals-by-supplier', expect: onlyRoles(['admin-supplier']) },
  { route: 'GET /api/rewards/get-resume', expect: onlyRoles(['admin-customer', 'admin-supplier']) },
  {
    route: 'GET /api/rewards',
    expect: onlyRoles(['admin-customer', 'admin-supplier']),
    request: () => ({ path: '/api/rewards?reward_program_id=2' }),
  },
  { route: 'GET /api/recommendations', expect: onlyRoles(['admin']) },
]
