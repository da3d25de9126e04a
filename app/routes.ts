import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("margaret", "routes/margaret.tsx"),
  route("julie-scott", "routes/julie-scott.tsx"),
  route("julie-and-scott", "routes/julie-and-scott.tsx"),
  route("standalone", "routes/standalone.tsx"),
  route("general", "routes/general.tsx"),
  route("answers", "routes/answers.tsx"),
  route("answers/:section", "routes/answers-section.tsx"),
  route("exam", "routes/exam.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
