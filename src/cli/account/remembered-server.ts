// The file in the data folder that remembers the server last named with --server (one line, the
// address as typed); apart from ./account-server.ts, which reads the settings file as well, so
// that `config`'s definition loads no TOML parser.
export const REMEMBERED_SERVER_FILE = 'server-address';
