import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names (falsy values drop out); of two Tailwind classes for one property, the later wins. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
