/** The home page and its copy. */
export { HomePage } from "./HomePage";
export { examStructureCards, featureCards, toolLinks } from "./home-copy";
