import { STANDARD_SETTING } from "~/exam/standard-setting";
import { textLinkClass } from "./styles";

/** The real exam's standard-setting band, in words, with its sources. */
export function BandNote() {
  return (
    <p className="text-sm text-ink-soft">
      <span className="font-bold text-ink">
        The real exam&apos;s band: {STANDARD_SETTING.lowPercent}–{STANDARD_SETTING.highPercent}%.
      </span>{" "}
      {STANDARD_SETTING.summary} Sources:{" "}
      {STANDARD_SETTING.sources.map((source, i) => (
        <span key={source.url}>
          {i > 0 && "; "}
          <a href={source.url} className={textLinkClass}>
            {source.title}
          </a>
        </span>
      ))}
      .
    </p>
  );
}
