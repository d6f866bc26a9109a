// The reports module's face: the registry of report queries and the statements a report's screen call runs
// (for the benchmark, which times them beside the call).
export { loadReportQueries } from './queries/index.ts';
export { reportStatements } from './reports.service.ts';
