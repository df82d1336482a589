// The only hosts that bundled content may link to: Indian government domains.
// Every URL in regions, videos and SOURCES.md must pass `isAllowedUrl` (the content test checks it).

/**
 * Host suffixes of official pages. A host is allowed when it equals a suffix or ends with
 * "." + suffix, so "gov.in" admits "pmkisan.gov.in" and "state.bihar.gov.in", not "fakegov.in".
 *
 * No outside video host is listed: no address of an official YouTube channel or video of the
 * Ministries could be confirmed in public material, so the video list holds official video channels
 * on gov.in (DD Kisan, NIC's webcast service) and portals, each labelled as what it is.
 * Add a host here (for example "youtube.com") only together with a confirmed official address
 * recorded in SOURCES.md.
 *
 * Two state societies run under their own domains, not gov.in: the Jharkhand State Livelihood
 * Promotion Society (JSLPS, jslps.in) and the Bihar Rural Livelihoods Promotion Society (JEEViKA,
 * brlps.in). Their cards open the state society, not the national portal (issue 14).
 */
export const allowedDomains = ["gov.in", "nic.in", "jslps.in", "brlps.in"] as const;

export type TAllowedDomain = (typeof allowedDomains)[number];

function hostMatches(host: string, suffix: string): boolean {
  return host === suffix || host.endsWith(`.${suffix}`);
}

/** True for an https URL, without credentials, whose host is on the allow-list. */
export function isAllowedUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== "https:") return false;
  if (parsed.username !== "" || parsed.password !== "") return false;
  // URL lower-cases the host; a trailing dot ("gov.in.") would dodge the suffix check.
  const host = parsed.hostname;
  if (host === "" || host.endsWith(".")) return false;
  return allowedDomains.some((suffix) => hostMatches(host, suffix));
}
