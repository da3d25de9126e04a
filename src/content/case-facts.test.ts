import { describe, expect, it } from "vitest";
import { daysBetween, parseDate, resolveCaseDates, soldAssetProblems, typedAgeCellProblems, typedAgeProblems, wholeYears } from "./case-facts";

const d = (text: string) => parseDate(text)!;
const facts = {
  asAt: "2026-11-18",
  year: "2026–27" as const,
  people: { oksana: { name: "Oksana", born: "1967-09-20" }, leap: { name: "Lena Park", born: "1960-02-29" } },
};

describe("facts computed from dates", () => {
  it("works out an age on the day, the day before a birthday and on a 29 February birthday", () => {
    expect(wholeYears(d("1967-09-20"), d("2026-09-19"))).toBe(58);
    expect(wholeYears(d("1967-09-20"), d("2026-09-20"))).toBe(59);
    expect(wholeYears(d("1960-02-29"), d("2027-02-28"))).toBe(66);
    expect(wholeYears(d("1960-02-29"), d("2027-03-01"))).toBe(67);
  });

  it("counts days between dates and refuses a date that does not exist", () => {
    expect(daysBetween(d("2026-09-14"), d("2026-10-26"))).toBe(42);
    expect(parseDate("2026-02-30")).toBeUndefined();
  });

  it("puts ages, birthdays, weekdays and the date a person reaches an age into a case's text", () => {
    const report: string[] = [];
    const text =
      "Oksana ({{age:oksana}}, born {{born:oksana}}) was {{age:oksana@2026-07-01}} at 1 July; {{weekday:2026-07-20}}; {{days:2026-09-14..2026-10-26}} days; {{years:2004-03-01}} years; pension age on {{turns:oksana@agePensionAge}}.";
    expect(resolveCaseDates(text, facts, (m) => report.push(m))).toBe(
      "Oksana (59, born 20 September 1967) was 58 at 1 July; Monday; 42 days; 22 years; pension age on 20 September 2034.",
    );
    expect(report).toEqual([]);
  });

  it("says what is wrong with a placeholder it cannot work out", () => {
    const report: string[] = [];
    resolveCaseDates("{{age:nobody}} {{weekday:2026-13-01}}", facts, (m) => report.push(m));
    expect(report).toEqual([expect.stringContaining('no person "nobody"'), expect.stringContaining("is not a date")]);
  });
});

describe("typed facts that contradict the dates", () => {
  it("finds an age typed beside a name that disagrees with the date of birth, and passes one that agrees", () => {
    const problems = typedAgeProblems(
      [
        { field: "narrative[0]", text: "Pavel (63) and Oksana (58) live in Ballarat." },
        { field: "narrative[1]", text: "Oksana, 59, keeps the books. Lena Park (66) is her friend." },
        { field: "profile[0]", text: "Oksana: Born 20 September 1967 (58 at 1 July 2026); bookkeeper" },
      ],
      facts,
    );
    expect(problems).toEqual([{ field: "narrative[0]", message: expect.stringContaining("says Oksana is 58, but born 20 September 1967 makes Oksana 59") }]);
  });

  it("checks a table's Age row at the date it names, and a lone client's profile age", () => {
    const tables = [{ columns: ["", "Pavel", "Oksana"], rows: [["Age at 1 July 2026", "63", "59"]] }];
    expect(typedAgeCellProblems(tables, [], facts)).toEqual([{ field: "tables[0].rows[0][2]", message: expect.stringContaining("says Oksana is 59") }]);
    const one = { ...facts, people: { oksana: facts.people.oksana } };
    expect(typedAgeCellProblems([], [{ label: "Age", value: "58" }], one)).toHaveLength(1);
    expect(typedAgeCellProblems([], [{ label: "Age", value: "59" }], one)).toEqual([]);
  });

  it("finds an asset listed as held after it settled, but not the proceeds of its sale", () => {
    const table = {
      caption: "Assets at 25 November 2026",
      rows: [
        ["Investment unit", "Rosa", "$655,000", "Sold; settlement on 26 October 2026"],
        ["Sale proceeds", "Rosa", "$640,800", "Settled 26 October 2026"],
        ["Shares", "Joint", "$138,000", "Sale settles 2 December 2026"],
      ],
    };
    expect(soldAssetProblems([table])).toEqual([{ field: "tables[0].rows[0]", message: expect.stringContaining('"Investment unit"') }]);
  });
});
