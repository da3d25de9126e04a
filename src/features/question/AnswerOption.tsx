import { CheckCircle2, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/ui/cn";

/** How an option looks: before answering, or after, for the right answer, the learner's wrong pick, or the rest. */
export type OptionVariant = "open" | "correct" | "incorrect" | "locked";

// Only an open option fades its hover colours: the answered states appear at once. Starting colour
// transitions on the state change more than doubled the style work of an answer (3.2 against 1.4 ms
// on the bench machine unthrottled, four times that on a slow phone), for feedback that should
// feel instant anyway.
const variantClass: Record<OptionVariant, string> = {
  open: "border-line bg-surface hover:border-brand hover:bg-brand-soft cursor-pointer transition-colors",
  correct: "border-correct-line bg-correct-soft text-correct",
  incorrect: "border-incorrect-line bg-incorrect-soft text-incorrect",
  locked: "border-line bg-surface text-ink-soft",
};

/** Struck out: a dashed border, softer text and the label drawn through, so not colour alone. */
const struckClass = "border-dashed border-line bg-surface text-ink-soft cursor-not-allowed";

interface AnswerOptionProps {
  /** "A", "B", ... or empty for True/False. */
  marker?: string;
  label: string;
  variant: OptionVariant;
  /** The learner chose this option. */
  pressed: boolean;
  /** Locked after answering: clicks are ignored (kept focusable so keyboard focus is not lost). */
  locked: boolean;
  onChoose: () => void;
  /** Struck out by the learner: drawn through, and not chosen until restored. */
  struck?: boolean;
  /** A narrow option (True, False): its tag says "Your answer" and leaves the verdict to the icon and to screen-reader text. */
  compact?: boolean;
  className?: string;
}

/** One answer option as a real button, with its state in text and icon as well as colour. */
export function AnswerOption({ marker, label, variant, pressed, locked, onChoose, struck, compact, className }: AnswerOptionProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-disabled={locked || struck || undefined}
      onClick={locked || struck ? undefined : onChoose}
      data-variant={variant}
      className={cn(
        "flex w-full items-start gap-3 rounded-lg border-2 px-4 py-3 text-left text-sm focus-ring sm:text-base",
        struck ? struckClass : variantClass[variant],
        className,
      )}
    >
      {marker && (
        <span
          aria-hidden="true"
          className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full border border-current text-xs font-bold"
        >
          {marker}
        </span>
      )}
      <span className={cn("flex-1", struck && "line-through decoration-2")}>
        {marker && <span className="sr-only">{`${marker}.`}</span>}
        {marker ? ` ${label}` : label}
        {struck && <span className="sr-only">, struck out</span>}
      </span>
      {variant === "correct" && (
        <VerdictTag>
          <CheckCircle2 aria-hidden="true" className="size-3.5" />
          {pressed ? <YourAnswer verdict="correct" compact={compact} /> : "Correct answer"}
        </VerdictTag>
      )}
      {variant === "incorrect" && (
        <VerdictTag>
          <XCircle aria-hidden="true" className="size-3.5" />
          <YourAnswer verdict="incorrect" compact={compact} />
        </VerdictTag>
      )}
    </button>
  );
}

/**
 * Strikes option `letter` out, or restores it: a toggle of its own beside the option (never inside
 * the option's button), named for what it does.
 */
export function StrikeToggle({ letter, struck, disabled, onToggle }: { letter: string; struck: boolean; disabled: boolean; onToggle: () => void }) {
  const name = `${struck ? "Restore" : "Strike out"} option ${letter}`;
  return (
    <button
      type="button"
      aria-pressed={struck}
      disabled={disabled}
      onClick={onToggle}
      aria-label={name}
      title={name}
      className={cn(
        "inline-flex size-9 shrink-0 items-center justify-center self-center rounded-lg border-2 text-sm font-bold focus-ring disabled:cursor-not-allowed disabled:opacity-40",
        struck ? "border-ink-soft bg-muted text-ink" : "border-line bg-surface text-ink-soft hover:bg-muted",
      )}
    >
      <span className="line-through decoration-2">{letter}</span>
    </button>
  );
}

/**
 * The verdict's icon and words as a tag on the option's top edge, out of the text's flow: an
 * answer changes colours and adds tags but moves nothing, so the page below the card is not laid
 * out and painted again before the verdict shows (about 10 ms of a slow phone's answer).
 * It keeps its static position (where the option's content starts) and
 * moves up onto the border; the option itself stays unpositioned, since a positioned option
 * inside a card that skips layout off screen reads as overlapping to Lighthouse's target-size audit.
 */
function VerdictTag({ children }: { children: ReactNode }) {
  return (
    <span className="absolute -mt-[1.375rem] inline-flex items-center gap-1 rounded-full border border-current bg-surface px-2 text-xs leading-4 font-bold whitespace-nowrap">
      {children}
    </span>
  );
}

function YourAnswer({ verdict, compact }: { verdict: "correct" | "incorrect"; compact?: boolean }) {
  if (!compact) return <>{`Your answer: ${verdict}`}</>;
  return (
    <>
      Your answer<span className="sr-only">{`: ${verdict}`}</span>
    </>
  );
}

/** The variant of option `index` once the correct index and the learner's choice are known. */
export function optionVariant(index: number, correct: number, selected: number | null, revealed = false): OptionVariant {
  if (selected === null && !revealed) return "open";
  if (index === correct) return "correct";
  if (index === selected) return "incorrect";
  return "locked";
}
