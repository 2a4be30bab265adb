// A real PostgreSQL of the test's own: the benches' starter (src/bench/local-postgres.ts).
export { hasPostgres, noPostgresWarning, startPostgres, type TestPostgres } from '../../src/bench/local-postgres.js';
