import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonForHtml, PageData, readPageData } from "./page-data";

describe("page data (computed when prerendering, read back in the browser)", () => {
  it("round-trips a value through the page, even text that looks like the end of a script", () => {
    const value = { sections: [{ title: "Margaret </script><script>alert(1)</script>", count: 3 }] };
    render(<PageData id="outline" value={value} />);
    const element = document.getElementById("outline") as HTMLScriptElement;
    expect(element.type).toBe("application/json");
    expect(element.text).not.toContain("</script>");
    expect(readPageData("outline")).toEqual(value);
  });

  it("escapes < so the JSON cannot close its element", () => {
    expect(jsonForHtml("</script>")).toBe('"\\u003c/script>"');
    expect(JSON.parse(jsonForHtml("</script>"))).toBe("</script>");
  });

  it("fails loudly when the page has no such data block", () => {
    expect(() => readPageData("missing")).toThrow("This page has no data block #missing.");
  });
});
