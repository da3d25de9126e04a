/**
 * Facts that follow from other facts, computed from a case study's typed facts so they cannot
 * disagree: ages from dates of birth, weekdays, days between dates, whole years between dates and
 * the date a person reaches an age. A case study writes them as placeholders in its text:
 *
 *   {{age:rosa}}                  Rosa's age at the case's `asAt` date ("68")
 *   {{age:rosa@2026-07-01}}       her age on another date
 *   {{born:rosa}}                 her date of birth ("3 March 1958")
 *   {{turns:stefan@67}}           the date Stefan turns 67 ("19 May 2029")
 *   {{turns:stefan@agePensionAge}} the date he reaches a figure's age in the case's year
 *   {{weekday:2026-07-20}}        "Monday"
 *   {{date:2026-07-20}}           "20 July 2026"
 *   {{days:2026-09-14..2026-10-26}} whole days from the first date to the second ("42")
 *   {{years:2009-06-22}}          whole years from a date to `asAt` ("17"); `a..b` between two dates
 *
 * The checks below find what a writer typed that contradicts the typed facts: an age that
 * disagrees with a date of birth, and an asset listed as held at a date after it was sold.
 */
import type { FinancialYear } from "~/questions/types";
import { fig, yearFigures, type YearFigureName } from "./figures";

/** A date written YYYY-MM-DD, read as a calendar date (no time zone). */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export function parseDate(text: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

/** "3 March 1958", as the site writes dates. */
export const longDate = (d: CalendarDate) => `${d.day} ${MONTHS[d.month - 1]} ${d.year}`;

/** Reads "3 March 1958" back (the form the site writes); undefined if it is not one. */
export function parseLongDate(text: string): CalendarDate | undefined {
  const match = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const month = MONTHS.indexOf(match[2]!) + 1;
  if (month === 0) return undefined;
  return parseDate(`${match[3]}-${String(month).padStart(2, "0")}-${match[1]!.padStart(2, "0")}`);
}

const dayNumber = (d: CalendarDate) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
const compare = (a: CalendarDate, b: CalendarDate) => dayNumber(a) - dayNumber(b);

export const weekday = (d: CalendarDate) => WEEKDAYS[new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay()]!;

/** Whole days from `from` to `to` (negative if `to` is earlier). */
export const daysBetween = (from: CalendarDate, to: CalendarDate) => dayNumber(to) - dayNumber(from);

/** Whole years from `from` to `on`: an age, or years of ownership. A 29 February birthday falls on 1 March in other years. */
export function wholeYears(from: CalendarDate, on: CalendarDate): number {
  const years = on.year - from.year;
  const reached = on.month > from.month || (on.month === from.month && on.day >= from.day);
  return reached ? years : years - 1;
}

/** The date a person born on `born` turns `age` (a 29 February birthday is reached on 1 March). */
export function turns(born: CalendarDate, age: number): CalendarDate {
  const year = born.year + age;
  return parseDate(`${year}-${String(born.month).padStart(2, "0")}-${String(born.day).padStart(2, "0")}`) ?? { year, month: 3, day: 1 };
}

/** The typed facts a case study's placeholders are computed from. */
export interface CaseDates {
  /** The date the case is "as at": the meeting with the adviser. */
  asAt?: string;
  people?: Readonly<Record<string, { name: string; born: string }>>;
  year: FinancialYear;
}

const CASE_PLACEHOLDER = /\{\{\s*(age|born|turns|weekday|date|days|years):([^}]*?)\s*\}\}/g;

/** Puts a case study's computed facts into its text; figure placeholders are left for resolveText. */
export function resolveCaseDates(text: string, facts: CaseDates, report: (message: string) => void): string {
  return text.replace(CASE_PLACEHOLDER, (whole, kind: string, arg: string) => {
    const fail = (why: string) => {
      report(`"${whole}": ${why}`);
      return whole;
    };
    const date = (s: string) => parseDate(s);
    const asAt = facts.asAt ? date(facts.asAt) : undefined;
    const person = (key: string) => {
      const p = facts.people?.[key.trim()];
      return p ? { ...p, birth: date(p.born) } : undefined;
    };
    switch (kind) {
      case "age":
      case "born":
      case "turns": {
        const [key = "", at] = arg.split("@");
        const p = person(key);
        if (!p?.birth) return fail(`no person "${key}" with a date of birth under people:`);
        if (kind === "born") return longDate(p.birth);
        if (kind === "turns") {
          if (!at) return fail("write {{turns:person@67}} or {{turns:person@agePensionAge}}");
          let age = Number(at);
          if (!Number.isInteger(age)) {
            if (!(at in yearFigures)) return fail(`"${at}" is neither an age nor a figure's name`);
            const value = (yearFigures[at as YearFigureName].values as Partial<Record<FinancialYear, number>>)[facts.year];
            if (value === undefined) return fail(`the figures module has no ${facts.year} value for ${at}`);
            age = fig(at as YearFigureName, facts.year);
          }
          return longDate(turns(p.birth, age));
        }
        const on = at ? date(at) : asAt;
        if (!on) return fail(at ? `"${at}" is not a date written YYYY-MM-DD` : "the case study has no asAt date");
        return String(wholeYears(p.birth, on));
      }
      case "weekday":
      case "date": {
        const d = date(arg);
        if (!d) return fail(`"${arg}" is not a date written YYYY-MM-DD`);
        return kind === "weekday" ? weekday(d) : longDate(d);
      }
      case "days":
      case "years": {
        const [a = "", b] = arg.split("..");
        const from = date(a);
        const to = b ? date(b) : asAt;
        if (!from || !to) return fail(b || kind === "days" ? "write two dates, YYYY-MM-DD..YYYY-MM-DD" : "the case study has no asAt date");
        return String(kind === "days" ? daysBetween(from, to) : wholeYears(from, to));
      }
      default:
        return fail("unknown kind");
    }
  });
}

/** A case study's text as a learner reads it, with where each piece is in its file. */
export interface CaseText {
  field: string;
  text: string;
}

/**
 * Ages typed beside a person's name that disagree with their date of birth: "Oksana (58)",
 * "Margaret, 86", a profile "Oksana: 58, bookkeeper", or "(58 at 1 July 2026)" after a date of birth.
 * An age is read at the case's asAt date unless the text names another date.
 */
export function typedAgeProblems(texts: readonly CaseText[], facts: CaseDates): { field: string; message: string }[] {
  const asAt = facts.asAt ? parseDate(facts.asAt) : undefined;
  const problems: { field: string; message: string }[] = [];
  for (const [key, person] of Object.entries(facts.people ?? {})) {
    const born = parseDate(person.born);
    if (!born) continue;
    const first = person.name.split(" ")[0]!;
    const name = escape(person.name);
    const firstName = escape(first);
    const patterns = [
      // "Oksana (58", "Rosa Santoro (68, born", "Oksana, 58," and "Margaret, 86:"
      new RegExp(`\\b(?:${name}|${firstName}(?: [A-Z][a-z]+)?) \\((\\d{1,3})(?=[,)])`, "g"),
      new RegExp(`\\b(?:${name}|${firstName}(?: [A-Z][a-z]+)?), (\\d{1,3})(?=[,:;)]| years)`, "g"),
      // "born 20 September 1967 (58 at 1 July 2026)" is read at the date it names.
      new RegExp(`[Bb]orn ${escape(longDate(born))} \\((\\d{1,3}) at (\\d{1,2} [A-Z][a-z]+ \\d{4})\\)`, "g"),
    ];
    for (const { field, text } of texts) {
      for (const pattern of patterns) {
        for (const match of text.matchAll(pattern)) {
          const typed = Number(match[1]);
          const on = match[2] ? parseLongDate(match[2]) : asAt;
          if (!on) {
            problems.push({ field, message: `types ${person.name}'s age (${typed}) but the case study has no asAt date to check it against` });
            continue;
          }
          const actual = wholeYears(born, on);
          if (typed !== actual) {
            problems.push({
              field,
              message: `says ${person.name} is ${typed}, but born ${longDate(born)} makes ${first} ${actual} on ${longDate(on)}: write {{age:${key}}}`,
            });
          }
        }
      }
    }
  }
  return problems;
}

/**
 * Ages typed in a table's "Age" row under a person's column ("Age at 1 July 2026" is read at that
 * date), and a profile's "Age" in a case about one person.
 */
export function typedAgeCellProblems(
  tables: readonly { columns: readonly string[]; rows: readonly (readonly string[])[] }[],
  profile: readonly { label: string; value: string }[],
  facts: CaseDates,
): { field: string; message: string }[] {
  const asAt = facts.asAt ? parseDate(facts.asAt) : undefined;
  const people = Object.entries(facts.people ?? {}).flatMap(([key, p]) => {
    const born = parseDate(p.born);
    return born ? [{ key, first: p.name.split(" ")[0]!, born }] : [];
  });
  const problems: { field: string; message: string }[] = [];
  const compare = (field: string, cell: string, person: (typeof people)[number], on: CalendarDate | undefined) => {
    const typed = /^\s*(\d{1,3})\b/.exec(cell);
    if (!typed || !on) return;
    const actual = wholeYears(person.born, on);
    if (Number(typed[1]) !== actual)
      problems.push({
        field,
        message: `says ${person.first} is ${typed[1]}, but their date of birth makes them ${actual} on ${longDate(on)}: write {{age:${person.key}}}`,
      });
  };
  tables.forEach((table, t) =>
    table.rows.forEach((row, r) => {
      if (!/^Age\b/.test(row[0] ?? "")) return;
      const at = /at (\d{1,2} [A-Z][a-z]+ \d{4})/.exec(row[0]!);
      const on = at ? parseLongDate(at[1]!) : asAt;
      table.columns.forEach((column, c) => {
        const person = people.find((p) => column.trim() === p.first || column.trim().startsWith(`${p.first} `));
        if (person && c > 0) compare(`tables[${t}].rows[${r}][${c}]`, row[c] ?? "", person, on);
      });
    }),
  );
  if (people.length === 1) {
    profile.forEach((fact, i) => {
      if (fact.label === "Age") compare(`profile[${i}].value`, fact.value, people[0]!, asAt);
    });
  }
  return problems;
}

/**
 * Rows of a table "at <date>" (its caption names the date) that say the asset was sold or settled
 * on or before that date: a sold asset is not still held.
 */
export function soldAssetProblems(tables: readonly { caption: string; rows: readonly (readonly string[])[] }[]): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  tables.forEach((table, t) => {
    const at = /\bat (\d{1,2} [A-Z][a-z]+ \d{4})/.exec(table.caption);
    const asAt = at ? parseLongDate(at[1]!) : undefined;
    if (!asAt) return;
    table.rows.forEach((row, r) => {
      // What a sale brought in (its proceeds, the money it paid off) is held; the asset sold is not.
      if (/\bproceeds\b/i.test(row[0] ?? "")) return;
      const text = row.join(" ");
      for (const match of text.matchAll(/\b(?:sold|settled|settles|settlement(?: is)?(?: on)?|disposed of)\D{0,20}?(\d{1,2} [A-Z][a-z]+ \d{4})/gi)) {
        const when = parseLongDate(match[1]!);
        if (when && compare(when, asAt) <= 0) {
          problems.push({
            field: `tables[${t}].rows[${r}]`,
            message: `lists "${row[0]}" as held at ${longDate(asAt)}, but it was sold or settled on ${longDate(when)}`,
          });
        }
      }
    });
  });
  return problems;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
