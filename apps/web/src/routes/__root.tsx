import { Outlet, createRootRouteWithContext } from "@tanstack/react-router";
import { NotFoundPage } from "@/features/not-found/not-found-page";
import { RouteErrorPage } from "@/features/not-found/route-error-page";
import type { TRouterContext } from "@/router";

export const Route = createRootRouteWithContext<TRouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});
