// Accounts the journeys create. The admin address is granted admin rights through ADMIN_EMAILS.
export const ADMIN_EMAIL = "pradhan.admin@e2e.test";
/** A second admin for the dashboard journey (the first one is signed up by the foundation journey). */
export const DASHBOARD_ADMIN_EMAIL = "dashboard.admin@e2e.test";
export const PASSWORD = "Panchayat@2025";

let counter = 0;
/** A fresh address per call, so journeys never collide. */
export function newEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@e2e.test`;
}
