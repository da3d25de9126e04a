/**
 * What a session loads, when it starts: the pool's index, then only the questions it drew and
 * their case studies, each a static file the build writes (src/pages/data/). Tests pass their
 * own `ExamData`.
 */
import { decodePool, type ExamItem, type PoolEntry, type PoolIndexFile, type QuestionFile } from "~/exam/pool";
import type { CaseFacts } from "~/questions/types";

export interface ExamData {
  pool(): Promise<readonly PoolEntry[]>;
  /** The questions with these ids, in this order, with their case studies' facts. */
  items(ids: readonly string[]): Promise<ExamItem[]>;
}

/** The site has no such file: a question or case study no longer in the bank. */
export class MissingFile extends Error {}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (response.status === 404) throw new MissingFile(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** The files of a built site. The pool and each file are fetched once per page. */
export function siteData(base = "/data"): ExamData {
  let pool: Promise<readonly PoolEntry[]> | undefined;
  const questions = new Map<string, Promise<QuestionFile>>();
  const caseStudies = new Map<string, Promise<CaseFacts>>();
  // A failed request is forgotten, so the next Start asks again.
  const remember = <T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>) => {
    let promise = cache.get(key);
    if (!promise) {
      promise = load();
      promise.catch(() => cache.delete(key));
      cache.set(key, promise);
    }
    return promise;
  };
  return {
    pool() {
      pool ??= json<PoolIndexFile>(`${base}/pool.json`).then(decodePool);
      pool.catch(() => (pool = undefined));
      return pool;
    },
    async items(ids) {
      const files = await Promise.all(ids.map((id) => remember(questions, id, () => json<QuestionFile>(`${base}/questions/${id}.json`))));
      const caseIds = [...new Set(files.flatMap((f) => (f.location.caseStudyId ? [f.location.caseStudyId] : [])))];
      const facts = new Map(
        await Promise.all(caseIds.map(async (id) => [id, await remember(caseStudies, id, () => json<CaseFacts>(`${base}/case-studies/${id}.json`))] as const)),
      );
      return files.map(({ question, location }) => {
        const caseStudy = location.caseStudyId ? facts.get(location.caseStudyId) : undefined;
        return { ...location, question, ...(caseStudy ? { caseStudy } : {}) };
      });
    },
  };
}
