import { beforeEach, describe, expect, it, vi } from 'vitest'
import { accountApi } from '@/api/account'

const client = vi.hoisted(() => ({ request: vi.fn(), notifyUnauthorized: vi.fn() }))
vi.mock('@/api/client', () => client)

beforeEach(() => client.request.mockReset())

describe('accountApi (my suppliers, supplier profile, referrals, rewards)', () => {
  it('reads my suppliers and a supplier profile by id, unwrapping data', async () => {
    client.request.mockResolvedValueOnce({ data: [{ id: 1, business_name: 'A', logo_url: null }] })
    expect(await accountApi.mySuppliers()).toEqual([{ id: 1, business_name: 'A', logo_url: null }])
    expect(client.request).toHaveBeenLastCalledWith('/customers/get-suppliers', { method: 'GET' })
    client.request.mockResolvedValueOnce({ data: { id: 7 } })
    expect(await accountApi.supplierProfile('7')).toEqual({ id: 7 })
    expect(client.request).toHaveBeenLastCalledWith('/suppliers/get-business-information', {
      method: 'GET',
      query: { id: '7' },
    })
  })
  it('asks for a referrals page and keeps the page envelope', async () => {
    const page = { data: [], current_page: 2, last_page: 2, total: 11, per_page: 10 }
    client.request.mockResolvedValueOnce(page)
    expect(await accountApi.referrals(2)).toEqual(page)
    expect(client.request).toHaveBeenLastCalledWith('/customers/get-referrals-by-supplier', {
      method: 'GET',
      query: { page: '2' },
    })
  })
  it('reads the resume, and each program’s rewards by reward_program_id', async () => {
    client.request.mockResolvedValueOnce({
      points: 1,
      referrals: 0,
      currentReferralReward: null,
      programs: [],
    })
    await accountApi.rewardsResume()
    expect(client.request).toHaveBeenLastCalledWith('/rewards/get-resume', { method: 'GET' })
    client.request.mockResolvedValueOnce({ data: [{ id: 10 }] }).mockResolvedValueOnce({ data: [{ id: 20 }] })
    expect(await accountApi.rewards([1, 2])).toEqual({ 1: [{ id: 10 }], 2: [{ id: 20 }] })
    expect(client.request).toHaveBeenCalledWith('/rewards', {
      method: 'GET',
      query: { reward_program_id: '1' },
    })
    expect(client.request).toHaveBeenCalledWith('/rewards', {
      method: 'GET',
      query: { reward_program_id: '2' },
    })
  })
})
