import { defineFigures } from "./define";

/**
 * Self-managed superannuation fund (SMSF) figures, each financial year side by side. See
 * ./index.ts for the shape. Both are fixed in the SIS Act (not indexed).
 */

const sisAct17A = {
  title: "Superannuation Industry (Supervision) Act 1993 (Cth) s 17A Definition of self managed superannuation fund (ATO Legal Database)",
  url: "https://ato.gov.au/law/view/print?DocID=PAC%2F19930078%2F17A&PiT=99991231235958",
};
const sisAct71 = {
  title: "Superannuation Industry (Supervision) Act 1993 (Cth) s 71 Meaning of in-house asset (ATO Legal Database)",
  url: "https://www.ato.gov.au/law/view/document?DocID=PAC%2F19930078%2F71&PiT=99991231235958",
};
const atoInHouseAssets = {
  title: "ATO: In-house assets (SMSF)",
  url: "https://www.ato.gov.au/Super/Self-managed-super-funds/Investing/Restrictions-on-investments/In-house-assets/",
};

export const smsfFigures = defineFigures({
  smsfMaxMembers: {
    label: "Maximum number of members of a self managed superannuation fund (SIS Act s 17A(1)(a): 'no more than 6 members')",
    unit: "number",
    values: { "2023–24": 6, "2024–25": 6, "2025–26": 6, "2026–27": 6 },
    sources: [sisAct17A],
    note:
      "Raised from 4 ('fewer than 5 members') to 6 from 1 July 2021 by Act No 47 of 2021 (the ATO Legal Database history note to s 17A(1)). " +
      "The same limit ('no more than 6 members') appears in the business real property exceptions in ss 66(2)(b) and 71(1)(g).",
  },
  smsfInHouseAssetLimitPercent: {
    label: "In-house asset limit: market value of an SMSF's in-house assets as a share of the market value of its total assets (SIS Act Part 8, ss 82 to 84)",
    unit: "percent",
    values: { "2023–24": 5, "2024–25": 5, "2025–26": 5, "2026–27": 5 },
    sources: [atoInHouseAssets, sisAct71],
    note:
      "If the ratio exceeds 5% at the end of a financial year, the trustees must prepare a written plan, before the end of the next year of income, to reduce it to 5% or below, and carry it out (s 82; ATO). " +
      "A trustee must not acquire an in-house asset while the ratio exceeds 5% or if the acquisition would take it above 5% (s 83).",
  },
});
