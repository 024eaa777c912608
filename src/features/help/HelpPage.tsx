import { HELP_VIDEOS, HELP_VIDEOS_DIR, type HelpVideo, TRANSCRIPT_TITLE } from '@contract/helpVideos'
import { css } from 'styled-system/css'
import { PageTitle } from '@/components/layout/PageTitle'
import { TwoColumns } from '@/components/layout/TwoColumns'
import { Card } from '@/components/ui/Card'

/** The recorded size (scripts/help-videos.ts): a phone's screen at twice its CSS pixels. */
const VIDEO_SIZE = { width: 720, height: 1480 }

function HelpVideoCard({ video }: { video: HelpVideo }) {
  const file = `${HELP_VIDEOS_DIR}/${video.slug}`
  const titleId = `help-${video.slug}`
  return (
    <Card.Root as="section" aria-labelledby={titleId}>
      <Card.Header>
        <Card.Title id={titleId}>{video.title}</Card.Title>
        <Card.Description>{video.summary}</Card.Description>
      </Card.Header>
      <Card.Body className={css({ display: 'grid', gap: '4', justifyItems: 'center' })}>
        <video
          controls
          playsInline
          preload="metadata"
          poster={`${file}.jpg`}
          width={VIDEO_SIZE.width}
          height={VIDEO_SIZE.height}
          aria-label={video.title}
          className={css({
            w: 'full',
            maxW: '360px',
            h: 'auto',
            borderRadius: 'l2',
            borderWidth: '1px',
            borderColor: 'border',
            bg: 'bg.muted',
          })}
        >
          <source src={`${file}.webm`} type="video/webm" />
          <source src={`${file}.mp4`} type="video/mp4" />
          <track kind="captions" srcLang="es" label="Español" src={`${file}.vtt`} default />
        </video>
        <div className={css({ w: 'full', display: 'grid', gap: '2' })}>
          <h3 className={css({ fontWeight: 'semibold' })}>{TRANSCRIPT_TITLE}</h3>
          <ol className={css({ display: 'grid', gap: '2', listStyleType: 'decimal', pl: '5' })}>
            {video.captions.map((caption) => (
              <li key={caption}>{caption}</li>
            ))}
          </ol>
        </div>
      </Card.Body>
    </Card.Root>
  )
}

/** /how-to-use: the help videos, recorded from the app by `npm run help-videos` (docs/decisions.md#help-videos). */
export default function HelpPage({ title }: { title: string }) {
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}>
      <PageTitle>{title}</PageTitle>
      <TwoColumns>
        {HELP_VIDEOS.map((video) => (
          <HelpVideoCard key={video.slug} video={video} />
        ))}
      </TwoColumns>
    </div>
  )
}
