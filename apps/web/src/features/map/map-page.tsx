// /map: the official's position (high accuracy) on an embedded satellite map; the default centre
// (the home state's capital from Settings, else Ranchi) when the position is denied, unavailable or
// unsupported. Share, and Download as KML or GeoJSON.
import { localize } from "@sachiv/content";
import { ExternalLink, FileDown, LoaderCircle, LocateFixed, Map as MapIcon, Share2 } from "lucide-react";
import { PageHeader } from "@/components/page-header";
import { Alert } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useLanguage, useT } from "@/lib/i18n/use-language";
import { usePreferences } from "@/lib/preferences/preferences-store";
import { defaultPlaceFor, embedUrl, formatCoordinate, mapsLink } from "./geo";
import { downloadLocation, shareLocation } from "./map-actions";
import { useGeolocation, type TGeolocationState } from "./use-geolocation";

const ERROR_KEYS = { 1: "map.errorDenied", 2: "map.errorUnavailable", 3: "map.errorTimeout" } as const;

export function MapPage() {
  const tr = useT();
  const [language] = useLanguage();
  const { state, retry } = useGeolocation();
  const position = state.status === "located" ? state.position : null;
  const homeState = usePreferences().home_state;
  const center = position ?? defaultPlaceFor(homeState).center;

  const placeText = () => ({
    name: tr("page.map.title"),
    description: tr("map.fileDescription", {
      meters: Math.round(position?.accuracy ?? 0),
      time: new Date(position?.timestamp ?? Date.now()).toLocaleString(language === "hindi" ? "hi-IN" : "en-IN"),
    }),
  });
  const onShare = () =>
    void shareLocation(position, {
      title: tr("page.map.title"),
      text: tr("map.shareText"),
      notReady: tr("map.locationNotReady"),
      copied: tr("map.linkCopied"),
      copyFailed: (url) => tr("map.copyFailed", { url }),
    });
  const onDownload = (format: "kml" | "geojson") =>
    downloadLocation(position, format, placeText(), tr("map.locationNotReady"));

  return (
    <section className="flex flex-col gap-4">
      <PageHeader icon={MapIcon} title={tr("page.map.title")} subtitle={tr("page.map.subtitle")} />
      <LocationStatus state={state} />

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_19rem]">
        <div className="h-[45dvh] min-h-64 overflow-hidden rounded-2xl border border-border bg-muted shadow-sm lg:h-[34rem]">
          {state.status === "locating" ? (
            <div
              className="flex size-full flex-col items-center justify-center gap-2 text-muted-foreground"
              aria-hidden
            >
              <LocateFixed className="size-10 animate-pulse" />
            </div>
          ) : (
            <iframe
              key={`${center.latitude},${center.longitude},${language}`}
              title={tr("map.frameTitle")}
              src={embedUrl(center, language === "hindi")}
              className="size-full border-0"
              referrerPolicy="no-referrer-when-downgrade"
              allowFullScreen
            />
          )}
        </div>

        <div className="flex flex-col gap-4">
          <Card className="flex flex-col gap-3 p-4">
            <PositionSummary state={state} />
            <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
              <Button onClick={onShare}>
                <Share2 aria-hidden />
                {tr("map.share")}
              </Button>
              <a
                href={mapsLink(center)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ variant: "outline" })}
              >
                <ExternalLink aria-hidden />
                {tr("map.openInMaps")}
                <span className="sr-only">{tr("common.opensInNewTab")}</span>
              </a>
              {state.status !== "locating" && state.status !== "unsupported" && (
                <Button variant="ghost" onClick={retry} className="sm:col-span-2 lg:col-span-1">
                  <LocateFixed aria-hidden />
                  {tr("map.retry")}
                </Button>
              )}
            </div>
          </Card>

          <Card className="flex flex-col gap-3 p-4">
            <div className="flex flex-col gap-1">
              <h2 className="text-base font-semibold">{tr("map.downloadHeading")}</h2>
              <p className="text-sm leading-relaxed text-muted-foreground">{tr("map.downloadHint")}</p>
            </div>
            <div className="grid grid-cols-2 gap-2 lg:grid-cols-1">
              <Button variant="secondary" onClick={() => onDownload("kml")}>
                <FileDown aria-hidden />
                {tr("map.downloadKml")}
              </Button>
              <Button variant="secondary" onClick={() => onDownload("geojson")}>
                <FileDown aria-hidden />
                {tr("map.downloadGeoJson")}
              </Button>
            </div>
          </Card>
        </div>
      </div>
    </section>
  );
}

function LocationStatus({ state }: { state: TGeolocationState }) {
  const tr = useT();
  if (state.status === "locating") {
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin" aria-hidden />
        {tr("map.fetching")}
      </p>
    );
  }
  if (state.status === "located") return null;
  const title =
    state.status === "unsupported"
      ? tr("map.geolocationUnsupported")
      : tr(ERROR_KEYS[state.code as keyof typeof ERROR_KEYS] ?? "map.errorUnavailable");
  return (
    <Alert tone="warning">
      <p className="font-semibold">{title}</p>
      {/* The browser words its own message, in English in most browsers. */}
      {state.status === "failed" && state.message !== "" && (
        <p lang="en" className="break-words">
          {state.message}
        </p>
      )}
      <p>{tr("map.defaultLocation")}</p>
    </Alert>
  );
}

function PositionSummary({ state }: { state: TGeolocationState }) {
  const tr = useT();
  const [language] = useLanguage();
  const position = state.status === "located" ? state.position : null;
  const locating = state.status === "locating";
  const place = defaultPlaceFor(usePreferences().home_state);
  const center = position ?? place.center;
  const value = (coordinate: number) => (locating ? "—" : formatCoordinate(coordinate));
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-base font-semibold">
        {position || locating
          ? tr("map.yourLocation")
          : `${tr("map.shownPlace")}: ${place.name ? localize(place.name, language) : tr(place.nameKey)}`}
      </h2>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-xl bg-muted px-3 py-2">
          <dt className="text-xs text-muted-foreground">{tr("map.latitude")}</dt>
          <dd className="font-semibold tabular-nums">{value(center.latitude)}</dd>
        </div>
        <div className="rounded-xl bg-muted px-3 py-2">
          <dt className="text-xs text-muted-foreground">{tr("map.longitude")}</dt>
          <dd className="font-semibold tabular-nums">{value(center.longitude)}</dd>
        </div>
      </dl>
      {position?.accuracy !== undefined && (
        <p className="text-xs text-muted-foreground">{tr("map.accuracy", { meters: Math.round(position.accuracy) })}</p>
      )}
    </div>
  );
}
