import type { APIRoute, GetStaticPaths } from "astro";
import { loadBank } from "~/content/load";
import { questionFiles, type QuestionFile } from "~/exam/pool";

/** One file per auto-markable question, loaded by a mock exam that drew it. */
export const getStaticPaths = (async () =>
  questionFiles((await loadBank()).sections).map((file) => ({ params: { id: file.question.id }, props: { file } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => Response.json((props as { file: QuestionFile }).file);
