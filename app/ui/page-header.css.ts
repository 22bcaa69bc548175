// The same title row as the pages that still lay it out by hand.
export { actions, header, title } from "~/styles/page.css";
