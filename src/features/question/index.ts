/** Question cards: one per kind, each with its modes and keyboard shortcuts, used by practice pages and the mock exam. */
export { MultipleChoiceCard, type CardMode, type MultipleChoiceAction } from "./MultipleChoiceCard";
export { TrueFalseCard, type TrueFalseAction } from "./TrueFalseCard";
export { WrittenCard, type WrittenCardAction } from "./WrittenCard";
export { ShortcutsDialog } from "./ShortcutsDialog";
export { SourceList } from "./SourceList";
export { FeedbackToaster } from "./FeedbackToaster";
