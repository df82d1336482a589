// /videos: the essential list, in sections by what an entry opens — official videos, official video
// channels, then portals (guidelines and training material, labelled as not videos). Each card names
// its publisher; videos and channels say their language, videos their length ("unknown" when the
// official page did not show it). While no single video has a confirmed address, a notice says so.
import { localizeVideo, videos } from "@sachiv/content";
import { VIDEO_KINDS, type TLocalizedVideo, type TVideoKind } from "@sachiv/contracts";
import { Building2, Clock, Globe, Info, Languages, Lightbulb, PlayCircle, Tv, type LucideIcon } from "lucide-react";
import { ExternalLinkButton } from "@/components/external-link-button";
import { PageHeader } from "@/components/page-header";
import { Card } from "@/components/ui/card";
import { useLanguage } from "@/lib/i18n/use-language";
import { useVideosT } from "@/lib/i18n/use-videos-t";

const KIND_ICON: Record<TVideoKind, LucideIcon> = { video: PlayCircle, channel: Tv, portal: Globe };

export function VideosPage() {
  const tr = useVideosT();
  const [language] = useLanguage();
  const entries = videos.map((video, index) => localizeVideo(video, index, language));
  const hasVideos = entries.some((entry) => entry.kind === "video");
  return (
    <section className="flex flex-col gap-5">
      <PageHeader
        icon={PlayCircle}
        title={tr("videos.heading", { count: videos.length })}
        subtitle={tr("videos.subtitle")}
      />
      {hasVideos ? null : (
        <div role="note" className="flex items-start gap-3 rounded-xl border border-border bg-muted px-4 py-3">
          <Info className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
          <div className="flex flex-col gap-1">
            <p className="text-sm font-semibold">{tr("videos.noVideosTitle")}</p>
            <p className="text-sm leading-relaxed text-muted-foreground">{tr("videos.noVideosBody")}</p>
          </div>
        </div>
      )}
      {VIDEO_KINDS.map((kind) => {
        const items = entries.filter((entry) => entry.kind === kind);
        if (items.length === 0) return null;
        const SectionIcon = KIND_ICON[kind];
        return (
          <section key={kind} aria-labelledby={`videos-${kind}`} className="flex flex-col gap-3">
            <h2 id={`videos-${kind}`} className="flex items-start gap-2 text-lg font-semibold leading-snug">
              <SectionIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              <span>
                {tr(`videos.section.${kind}`)}{" "}
                <span className="text-sm font-normal text-muted-foreground tabular-nums">({items.length})</span>
              </span>
            </h2>
            <ol start={items[0]!.number} className="grid gap-3 xl:grid-cols-2">
              {items.map((entry) => (
                <li key={entry.url} className="flex">
                  <VideoCard entry={entry} />
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </section>
  );
}

function Chip({ icon: Icon, children }: { icon: LucideIcon; children: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
      <Icon className="size-3.5" aria-hidden />
      {children}
    </span>
  );
}

function VideoCard({ entry }: { entry: TLocalizedVideo }) {
  const tr = useVideosT();
  const action =
    entry.kind === "video"
      ? tr("videos.watchNow")
      : entry.kind === "channel"
        ? tr("videos.openChannel")
        : tr("videos.openPage");
  return (
    <Card className="flex w-full flex-col gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <span
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground tabular-nums"
          aria-hidden
        >
          {entry.number}
        </span>
        <Chip icon={KIND_ICON[entry.kind]}>{tr(`videos.kind.${entry.kind}`)}</Chip>
        {entry.kind === "video" ? (
          <Chip icon={Clock}>
            {entry.duration === null ? tr("videos.lengthUnknown") : tr("videos.length", { duration: entry.duration })}
          </Chip>
        ) : null}
        {entry.kind === "portal" ? null : (
          <Chip icon={Languages}>
            {entry.language === null ? tr("videos.languageUnknown") : tr(`videos.language.${entry.language}`)}
          </Chip>
        )}
      </div>
      <h3 className="text-base font-semibold leading-snug sm:text-lg">{entry.title}</h3>
      <p className="flex items-start gap-1.5 text-sm font-medium">
        <Building2 className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
        <span>
          <span className="sr-only">{`${tr("videos.publisher")}: `}</span>
          {entry.publisher}
        </span>
      </p>
      <p className="text-sm leading-relaxed text-muted-foreground">{entry.description}</p>
      <div className="flex flex-1 items-start gap-2.5 rounded-xl bg-accent-soft px-3 py-2.5">
        <Lightbulb className="mt-0.5 size-4 shrink-0 text-accent-foreground" aria-hidden />
        <p className="text-sm leading-relaxed">
          <span className="font-semibold text-accent-foreground">{tr("videos.whyImportant")}</span>
          <span className="sr-only">{": "}</span>
          <span className="block">{entry.importance}</span>
        </p>
      </div>
      <ExternalLinkButton href={entry.url} context={entry.title} variant="default" className="self-start">
        {action}
      </ExternalLinkButton>
    </Card>
  );
}
