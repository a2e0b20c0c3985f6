/**
 * What a migration may be told by whoever runs it (the server at start-up, `npm run db:migrate`), passed
 * explicitly to the migrations that need it (migrations/index.ts binds it), never read from the app.
 */
export type MigrationContext = {
  /**
   * The business's IANA time zone (BUSINESS_TIME_ZONE): the calendar the kept daily totals (ledger_daily,
   * sales_daily) are keyed by and "today" is taken in (lots past their date).
   */
  businessTimeZone: string;
};
