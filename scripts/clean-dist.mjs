// Empties dist/ before a build, so a file whose source was moved or deleted cannot linger there
// and let a test pass here that fails on CI's clean checkout.
import { rmSync } from 'node:fs';

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
