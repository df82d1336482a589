// Auth session: persisted, self-refreshing, shared with the API client and the router.
export { AuthProvider, useAuth, type TAuthContext } from "./auth-context";
export { sessionManager, type TAuthStatus } from "./session-manager";
