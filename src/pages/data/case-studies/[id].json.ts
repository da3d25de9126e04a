import type { APIRoute, GetStaticPaths } from "astro";
import { loadBank } from "~/content/load";
import type { CaseFacts } from "~/questions/types";

/** A case study's facts, loaded by a mock exam that drew one of its questions. */
export const getStaticPaths = (async () =>
  (await loadBank()).sections.flatMap((section) =>
    section.kind === "case-study" ? [{ params: { id: section.caseStudy.id }, props: { facts: section.caseStudy } }] : [],
  )) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => Response.json((props as { facts: CaseFacts }).facts);
