// /videos: the essential learning list, numbered. The heading counts the real list. Entries that
// open an official page rather than one video say so, and their button says "open", not "watch".
import { localizeVideo, OFFICIAL_PAGE_DURATION, videos } from "@sachiv/content";
import type { TLocalizedVideo } from "@sachiv/contracts";
import { Clock, Globe, Lightbulb, PlayCircle } from "lucide-react";
import { ExternalLinkButton } from "@/components/external-link-button";
import { PageHeader } from "@/components/page-header";
import { Card } from "@/components/ui/card";
import { useLanguage, useT } from "@/lib/i18n/use-language";

export function VideosPage() {
  const tr = useT();
  const [language] = useLanguage();
  return (
    <section className="flex flex-col gap-5">
      <PageHeader
        icon={PlayCircle}
        title={tr("videos.heading", { count: videos.length })}
        subtitle={tr("videos.subtitle")}
      />
      <ol className="grid gap-3 xl:grid-cols-2">
        {videos.map((video, index) => (
          <li key={video.url + index} className="flex">
            <VideoCard video={localizeVideo(video, index, language)} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function VideoCard({ video }: { video: TLocalizedVideo }) {
  const tr = useT();
  const isPage = video.duration === OFFICIAL_PAGE_DURATION;
  const DurationIcon = isPage ? Globe : Clock;
  return (
    <Card className="flex w-full flex-col gap-3 p-4 sm:p-5">
      <div className="flex items-center gap-3">
        <span
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground tabular-nums"
          aria-hidden
        >
          {video.number}
        </span>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
          <DurationIcon className="size-3.5" aria-hidden />
          {isPage ? tr("videos.officialPage") : video.duration}
        </span>
      </div>
      <h2 className="text-base font-semibold leading-snug sm:text-lg">{video.title}</h2>
      <p className="text-sm leading-relaxed text-muted-foreground">{video.description}</p>
      <div className="flex flex-1 items-start gap-2.5 rounded-xl bg-accent-soft px-3 py-2.5">
        <Lightbulb className="mt-0.5 size-4 shrink-0 text-accent-foreground" aria-hidden />
        <p className="text-sm leading-relaxed">
          <span className="font-semibold text-accent-foreground">{tr("videos.whyImportant")}</span>
          <span className="sr-only">{": "}</span>
          <span className="block">{video.importance}</span>
        </p>
      </div>
      <ExternalLinkButton href={video.url} context={video.title} variant="default" className="self-start">
        {isPage ? tr("videos.openPage") : tr("videos.watchNow")}
      </ExternalLinkButton>
    </Card>
  );
}
