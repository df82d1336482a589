// The landing page at the literal path /index (brackets escape the file name).
import { createFileRoute } from "@tanstack/react-router";
import { LandingPage } from "@/features/landing/landing-page";

export const Route = createFileRoute("/index")({
  component: LandingPage,
});
