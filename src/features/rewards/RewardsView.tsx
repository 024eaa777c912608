import type { Reward } from '@contract/directory'
import { connectRewards } from '@machines/rewards'
import { css } from 'styled-system/css'
import { cardGrid } from '@/components/layout/cardGrid'
import { LoadFailed } from '@/components/ui/LoadFailed'
import { Spinner } from '@/components/ui/Spinner'
import { SquareImage } from '@/components/ui/SquareImage'
import { formatMoney } from '@/lib/format'
import { useConnect } from '@/lib/useConnect'
import { panel } from '@/theme/recipes/panel'
import type { RewardsActorRef } from './rewardsLogic'

const points = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 })

/** MXN as money, PTS as '<n> puntos'. */
export const rewardAmount = (reward: Pick<Reward, 'amount' | 'currency'>): string =>
  reward.currency === 'PTS' ? `${points.format(reward.amount)} puntos` : formatMoney(reward.amount)

const rewardsPanel = panel()

function RewardItem({ reward }: { reward: Reward }) {
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '3', minW: '0' })}>
      {reward.image_url && <SquareImage src={reward.image_url} size={16} />}
      <div className={css({ minW: '0', overflowWrap: 'anywhere' })}>
        <p className={css({ fontWeight: 'semibold' })}>{reward.name}</p>
        <p>{rewardAmount(reward)}</p>
      </div>
    </div>
  )
}

/** 'Recompensas': points, referrals, the current referral prize, and each program with its conditions and rewards. */
export function RewardsView({ actorRef }: { actorRef: RewardsActorRef }) {
  const rewards = useConnect(actorRef, connectRewards)
  const resume = rewards.resume
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}>
      {rewards.loading && <Spinner label="Cargando recompensas" />}
      {rewards.failed && (
        <LoadFailed title="No pudimos cargar tus recompensas" error={rewards.error} onRetry={rewards.retry} />
      )}
      {rewards.ready && resume && (
        <>
          <section
            aria-label="Resumen"
            className={css({
              display: 'grid',
              gap: '3',
              gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
            })}
          >
            <div className={rewardsPanel}>
              <h2 className={css({ color: 'fg.muted', fontSize: 'sm' })}>Tus puntos</h2>
              <p className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{points.format(resume.points)}</p>
            </div>
            <div className={rewardsPanel}>
              <h2 className={css({ color: 'fg.muted', fontSize: 'sm' })}>Negocios referidos</h2>
              <p className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
                {points.format(resume.referrals)}
              </p>
            </div>
            <div className={rewardsPanel}>
              <h2 className={css({ color: 'fg.muted', fontSize: 'sm' })}>Premio actual por referido</h2>
              {resume.currentReferralReward ? (
                <RewardItem reward={resume.currentReferralReward} />
              ) : (
                <p className={css({ color: 'fg.muted' })}>Sin premio vigente por ahora.</p>
              )}
            </div>
          </section>
          {rewards.programsFailed && (
            <LoadFailed
              title="No pudimos cargar las recompensas de los programas"
              error={rewards.rewardsError}
              onRetry={rewards.retryPrograms}
            />
          )}
          {rewards.programs.length === 0 && <p>No hay programas de recompensas activos.</p>}
          {rewards.programs.map((program) => (
            <section key={program.id} aria-labelledby={`program-${program.id}`} className={rewardsPanel}>
              <h2 id={`program-${program.id}`} className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
                {program.name}
              </h2>
              <p className={css({ color: 'fg.muted' })}>{program.conditions}</p>
              {rewards.programsLoading && <Spinner label={`Cargando recompensas de ${program.name}`} />}
              {program.rewards && program.rewards.length === 0 && (
                <p>Aún no hay recompensas en este programa.</p>
              )}
              {program.rewards && program.rewards.length > 0 && (
                <ul aria-label={`Recompensas de ${program.name}`} className={cardGrid()}>
                  {program.rewards.map((reward) => (
                    <li key={reward.id}>
                      <RewardItem reward={reward} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </>
      )}
    </div>
  )
}
