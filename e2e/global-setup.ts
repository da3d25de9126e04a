import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { createSiteServer } from "../server/serve.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The build's client folder being served: what the tests may read to know which pages it has. */
    clientDir: string;
  }
}

export default async function setup(project: TestProject) {
  const root = process.env.BUILD_DIR
    ? join(resolve(process.env.BUILD_DIR), "client")
    : fileURLToPath(new URL("../build/client", import.meta.url));
  const server = createSiteServer(root);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  project.provide("baseURL", `http://127.0.0.1:${port}`);
  project.provide("clientDir", root);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
