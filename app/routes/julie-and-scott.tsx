import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { pageMeta } from "~/lib/site";

/**
 * The seed's home grid linked here; the page is /julie-scott (decisions.md). `npm start` and
 * hosts that read _redirects answer 301; this prerendered page redirects everywhere else.
 */
export function meta() {
  return [...pageMeta("Julie & Scott"), { tagName: "link", rel: "canonical", href: "/julie-scott" }];
}

export default function JulieAndScottRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate("/julie-scott", { replace: true });
  }, [navigate]);
  return (
    <p className="py-12 text-center">
      <meta httpEquiv="refresh" content="0; url=/julie-scott" />
      This page has moved to <Link to="/julie-scott" className="font-bold text-brand underline">Julie &amp; Scott</Link>.
    </p>
  );
}
