// Search across scripts lives in @sachiv/content (the API searches the circulars with it too).
export { foldLatin, matchesAcrossScripts, romanise, skeleton } from "@sachiv/content";
