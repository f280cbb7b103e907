/**
 * Dates of the subscription screens: the app's one date format, 'MMMM dd, yyyy'
 * lives in domain/time/display-date.ts.
 */
export { formatDate as formatBillingDate } from "../time/display-date";
