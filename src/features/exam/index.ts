/** The mock exam: its island, and the data it loads. */
export { ExamIsland } from "./ExamIsland";
