/** Drops the seeded templates of test/global-setup.ts once every file has run. */
export default async function globalTeardown() {
  const templates = globalThis.apiTestTemplates ?? [];
  globalThis.apiTestTemplates = [];
  await Promise.all(templates.map((template) => template.cleanUp()));
}
