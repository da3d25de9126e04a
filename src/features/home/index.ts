/** The home page and its copy. */
export { HomePage } from "./HomePage";
export * as homeCopy from "./home-copy";
