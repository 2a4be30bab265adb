// The package's own name where the program names itself to the outside world: the prefix of its
// metrics, its keys in a shared Redis, its monitor's realm. It is the package's name, not a game's
// (test/architecture/game-names.test.ts allows it here and nowhere else).
export const PACKAGE_NAME = 'regicide';
