import type { ComponentProps } from "react";
import { cn } from "./cn";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg text-sm font-bold transition-colors focus-ring disabled:cursor-not-allowed aria-disabled:cursor-not-allowed";

const variants = {
  primary: "bg-brand text-on-brand hover:bg-brand-strong",
  outline: "border border-line bg-surface text-ink hover:bg-muted",
  ghost: "text-ink hover:bg-muted",
} as const;

const sizes = {
  sm: "h-9 px-3",
  md: "h-10 px-4",
  lg: "h-12 px-6 text-base",
} as const;

export interface ButtonStyleProps {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
}

export function buttonClass({ variant = "primary", size = "md" }: ButtonStyleProps, className?: string): string {
  return cn(base, variants[variant], sizes[size], className);
}

export function Button({ variant, size, className, type = "button", ...props }: ComponentProps<"button"> & ButtonStyleProps) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...props} />;
}

/** A link styled as a button (navigation stays a real link). */
export function ButtonLink({ variant, size, className, children, ...props }: ComponentProps<"a"> & ButtonStyleProps) {
  return (
    <a className={buttonClass({ variant, size }, className)} {...props}>
      {children}
    </a>
  );
}
