// @vitest-environment node
import { expect, it } from "vitest";

import { sessions, users } from "#app/db/schema.server.ts";
import { createTestStore, storeKinds } from "#app/db/test-stores.test-helpers.ts";

// ASVS 6.3.2: no default account. A store fresh from every migration has nobody to sign in as:
// the first owner is made with `npm run inbox -- add-user` and a password of their own.
for (const kind of storeKinds) {
  it(`a new store has no account to sign in to (${kind})`, async () => {
    const store = await createTestStore(kind);
    try {
      expect(await store.db.select({ email: users.email }).from(users)).toEqual([]);
      expect(await store.db.select({ id: sessions.id }).from(sessions)).toEqual([]);
    } finally {
      await store.dispose();
    }
  });
}
