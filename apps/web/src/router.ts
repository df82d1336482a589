// The router, created once; live auth state reaches it through RouterProvider's context prop.
import { createRouter } from "@tanstack/react-router";
import { sessionManager, type TAuthContext } from "@/lib/auth";
import { PageLoading } from "@/features/shell/page-loading";
import { routeTree } from "./routeTree.gen";

/**
 * `sessions` is read by guards: it is current even right after signIn(), before React has
 * re-rendered. `auth` is the React snapshot (with the profile).
 */
export type TRouterContext = { auth: TAuthContext; sessions: typeof sessionManager };

export const router = createRouter({
  routeTree,
  // Filled in by <RouterProvider context={{ auth }} /> on every render.
  context: { auth: undefined as unknown as TAuthContext, sessions: sessionManager },
  defaultPreload: "intent",
  defaultPendingComponent: PageLoading,
  scrollRestoration: true,
});

declare module "@tanstack/react-router" {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    router: typeof router;
  }
}
