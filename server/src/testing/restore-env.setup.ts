import { afterAll } from 'vitest';

/**
 * The server project shares one module graph per worker (`isolate: false`): a test file that sets
 * `process.env` (e.g. upload limits read when the app is built) must not leak it into the next file.
 * Runs before every test file; restores the environment as it was once the file is done.
 */
const before = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) {
    if (!(name in before)) Reflect.deleteProperty(process.env, name);
  }
  Object.assign(process.env, before);
});
