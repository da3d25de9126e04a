import { generalSection } from "./general";
import { julieScottSection } from "./julie-scott";
import { margaretSection } from "./margaret";
import { standaloneSection } from "./standalone";

/** Every practice section, in navigation order. The answer key is generated from these. */
export const sections = [margaretSection, julieScottSection, standaloneSection, generalSection] as const;
