import { ROLE_NAMES, type RoleName } from '@contract/roles'
import type { SessionStatus } from '@machines/session'
import { describe, expect, it } from 'vitest'
import { navItemsFor, showsHelpCenter } from '@/app/navigation'
import { registrationStore } from '@/lib/registrationStore'
import { decide, decideRoot } from '@/routes/guard'
import { homeOf } from '@/routes/roles'
import { ROUTES, type RouteDef } from '@/routes/table'

const route = (path: string): RouteDef => {
  const found = ROUTES.find((r) => r.path === path)
  if (!found) throw new Error(`no route ${path}`)
  return found
}
const visit = (path: string, session: SessionStatus, visited = path, registerToken: string | null = null) =>
  decide({
    route: route(path),
    path: visited,
    params: {},
    query: new URLSearchParams(),
    session,
    registerToken,
  })
const as = (role: RoleName): SessionStatus => ({ status: 'authenticated', role })

/** docs/decisions.md#routes-and-navigation, route by route. */
const ACCESS: Record<string, RoleName[] | 'public'> = {
  '/dashboard-customer': ['admin-customer', 'customer'],
  '/dashboard-supplier': ['admin-supplier'],
  '/login/:showMsg?': 'public',
  '/register-success': 'public',
  '/payments/:status?': ['admin-supplier', 'vendor-supplier', 'admin-customer', 'customer'],
  '/front-desk': ['admin-supplier', 'vendor-supplier'],
  '/token': ['admin-customer', 'customer'],
  '/profile': ['admin-supplier', 'admin-customer', 'customer'],
  '/suppliers': ['admin-customer', 'customer'],
  '/supplier/:id': ['admin-customer', 'customer'],
  '/how-to-use': ['admin-customer', 'customer'],
  '/where-buy': ['admin-customer', 'customer'],
  '/checkout/:payment_code': ['admin-customer', 'customer'],
  '/referrals': ['admin-supplier'],
  '/rewards': ['admin-customer'],
  '/reserved-credit-lines': ['admin-supplier', 'vendor-supplier'],
  '/supplier-quotes': ['admin-supplier', 'vendor-supplier'],
  '/registrar-mis-clientes': 'public',
  '/recursos': 'public',
  '/forgot-password': 'public',
  '/change-password/:token': 'public',
  // The platform operator's console.
  '/operador/solicitudes': ['admin'],
  '/operador/solicitudes/:id': ['admin'],
}

describe('route guard', () => {
  for (const [path, allowed] of Object.entries(ACCESS)) {
    it(`${path}: ${allowed === 'public' ? 'public' : allowed.join(', ')}`, () => {
      if (allowed === 'public') {
        expect(visit(path, { status: 'anonymous' })).toEqual({ kind: 'render' })
        return
      }
      expect(visit(path, { status: 'pending' })).toEqual({ kind: 'wait' })
      expect(visit(path, { status: 'anonymous' })).toMatchObject({ kind: 'redirect', to: '/login' })
      for (const role of ROLE_NAMES) {
        const expected = allowed.includes(role) ? { kind: 'render' } : { kind: 'redirect', to: homeOf(role) }
        expect(visit(path, as(role)), role).toEqual(expected)
      }
    })
  }

  it('remembers the checkout page for a signed-out visitor', () => {
    expect(visit('/checkout/:payment_code', { status: 'anonymous' }, '/checkout/ABC123')).toEqual({
      kind: 'redirect',
      to: '/login',
      rememberCheckout: '/checkout/ABC123',
    })
  })

  it('sends / home by role, or to login', () => {
    expect(decideRoot({ status: 'anonymous' })).toEqual({ kind: 'redirect', to: '/login' })
    expect(decideRoot(as('vendor-supplier'))).toEqual({ kind: 'redirect', to: '/front-desk' })
    expect(decideRoot(as('admin-supplier'))).toEqual({ kind: 'redirect', to: '/dashboard-supplier' })
    expect(decideRoot(as('admin-customer'))).toEqual({ kind: 'redirect', to: '/dashboard-customer' })
    expect(decideRoot(as('customer'))).toEqual({ kind: 'redirect', to: '/dashboard-customer' })
    // The operator lands on the applications waiting for it; the platform's vendors on the resources.
    expect(decideRoot(as('admin'))).toEqual({ kind: 'redirect', to: '/operador/solicitudes' })
    expect(decideRoot(as('vendor'))).toEqual({ kind: 'redirect', to: '/recursos' })
  })

  it('statement: public with a token, else a signed-in supplier', () => {
    const statement = route('/statement/:token?')
    const base = { route: statement, path: '/statement', query: new URLSearchParams(), registerToken: null }
    expect(decide({ ...base, params: { token: 'abc' }, session: { status: 'anonymous' } })).toEqual({
      kind: 'render',
    })
    expect(decide({ ...base, params: {}, session: { status: 'anonymous' } })).toMatchObject({ to: '/login' })
    expect(decide({ ...base, params: {}, session: as('admin-supplier') })).toEqual({ kind: 'render' })
    expect(decide({ ...base, params: {}, session: as('vendor-supplier') })).toEqual({ kind: 'render' })
    // Without a token it is the supplier's statement: a builder goes home.
    expect(decide({ ...base, params: {}, session: as('customer') })).toEqual({
      kind: 'redirect',
      to: '/dashboard-customer',
    })
    const byQuery = { ...base, params: {}, query: new URLSearchParams('token=abc') }
    expect(decide({ ...byQuery, session: { status: 'anonymous' } })).toEqual({ kind: 'render' })
    expect(decide({ ...byQuery, session: as('customer') })).toEqual({ kind: 'render' })
  })

  it('registration: without a stored token every step but info returns to info', () => {
    const anonymous: SessionStatus = { status: 'anonymous' }
    expect(visit('/register/info', anonymous)).toEqual({ kind: 'render' })
    expect(visit('/register/users', anonymous)).toEqual({ kind: 'redirect', to: '/register/info' })
    expect(visit('/register/users', anonymous, '/register/users', 'tok')).toEqual({ kind: 'render' })
    for (const step of ['files/company', 'files/bank-statements', 'legal-representative', 'success'])
      expect(visit(`/register/${step}`, anonymous), step).toEqual({ kind: 'redirect', to: '/register/info' })
  })

  it('registration: a register_token in the query opens any step', () => {
    const users = route('/register/users')
    const query = new URLSearchParams('register_token=abc')
    expect(
      decide({
        route: users,
        path: '/register/users',
        params: {},
        query,
        session: { status: 'anonymous' },
        registerToken: null,
      }),
    ).toEqual({ kind: 'render' })
  })

  it('registration: the success screen renders after the token is forgotten, while register_completed is stored', () => {
    const success = route('/register/success')
    const base = {
      route: success,
      path: '/register/success',
      params: {},
      query: new URLSearchParams(),
      session: { status: 'anonymous' } as SessionStatus,
      registerToken: null,
    }
    expect(decide({ ...base, registerCompleted: true })).toEqual({ kind: 'render' })
    expect(decide({ ...base, registerCompleted: false })).toEqual({ kind: 'redirect', to: '/register/info' })
    // Only the success screen: the other steps still need the token.
    expect(
      decide({ ...base, path: '/register/users', route: route('/register/users'), registerCompleted: true }),
    ).toEqual({
      kind: 'redirect',
      to: '/register/info',
    })
  })

  it('registration: success forgets the token but keeps register_completed (with the quiz token)', () => {
    registrationStore.save('tok-1')
    registrationStore.clear()
    registrationStore.complete('q-1')
    expect(registrationStore.token()).toBeNull()
    expect(registrationStore.isCompleted()).toBe(true)
    expect(registrationStore.completion()).toBe('q-1')
    registrationStore.forgetCompletion()
    expect(registrationStore.isCompleted()).toBe(false)
  })

  it('every route of the table is listed here or in the special cases', () => {
    const special = ['/statement/:token?', '/questionnaire/:token?']
    const listed = ROUTES.map((r) => r.path).filter(
      (p) => !p.startsWith('/register/') && !p.startsWith('/projects') && !special.includes(p),
    )
    expect(listed.sort()).toEqual(Object.keys(ACCESS).sort())
  })
})

describe('navigation by role', () => {
  const labels = (role: RoleName) => navItemsFor(role).map((item) => item.label)
  it('matches docs/decisions.md#routes-and-navigation', () => {
    expect(labels('admin-supplier')).toEqual([
      'Inicio',
      'Nueva venta',
      'Ventas',
      // The week's statement (what customers pay this week).
      'Estado de cuenta',
      // The supplier's menu entry to the client-registration form.
      'Registrar mis clientes',
      // The open quote requests a supplier answers.
      'Cotizaciones',
      'Clientes',
      'Perfil',
      'Recursos',
    ])
    expect(labels('vendor-supplier')).toEqual([
      'Nueva venta',
      'Ventas',
      'Estado de cuenta',
      'Registrar mis clientes',
      'Cotizaciones',
    ])
    const customer = [
      'Inicio',
      'Compras',
      'Mis proveedores',
      'Nueva compra',
      '¿Donde comprar?',
      'Proyectos',
      // The business profile.
      'Perfil',
      'Recursos',
    ]
    expect(labels('admin-customer')).toEqual(customer)
    expect(labels('customer')).toEqual(customer)
    expect(labels('vendor')).toEqual(['Recursos'])
    expect(labels('admin')).toEqual(['Solicitudes', 'Recursos'])
  })
  it('gives suppliers the help centre', () => {
    expect(showsHelpCenter('admin-supplier')).toBe(true)
    expect(showsHelpCenter('vendor-supplier')).toBe(true)
    expect(showsHelpCenter('customer')).toBe(false)
  })
})
