import { ChevronLeft } from "lucide-react";
import { cn } from "~/ui/cn";
import { textLinkClass } from "~/ui/text-link";

/** "All answers": back to /answers from a section's answers or the print view (not printed). */
export function AllAnswersLink() {
  return (
    <p className="mb-4 print:hidden">
      <a href="/answers" className={cn("inline-flex items-center gap-1", textLinkClass)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        All answers
      </a>
    </p>
  );
}
