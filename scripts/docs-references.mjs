#!/usr/bin/env node
// Turns the comments' citations of the design and the spec, two documents kept outside the repository, into
// references a reader can follow from the repository (issue 32 §8):
//   DESIGN §4 "Time"           → docs/house-rules.md#time   (in Markdown: a relative link)
//   DESIGN §6                  → docs/house-rules.md#bars
//   spec 000 §5 "Login"        → core spec › Validation rules "Login"   (the section's title, as the spec spells it)
//   spec 001 §2, §4            → second spec › Screens and routes, second spec › States and transitions
// A bare `§N` continues the citation before it in the same comment or paragraph ("§7" after "spec 001 §2 …").
// docs/house-rules.md#the-spec names the two spec documents. Deterministic and idempotent: a second run
// changes nothing. It scans the files git tracks under app/, local-api/, scripts/, tests/, docs/ and at the root, formats the
// files it changed with prettier (Markdown tables realign), prints the count of citations changed, and fails
// (exit 1) on a citation it cannot map.
//
//   node scripts/docs-references.mjs           rewrite, then report
//   node scripts/docs-references.mjs --check   report only; exit 1 if anything is left to rewrite
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, posix, relative } from "node:path";
import { fileURLToPath } from "node:url";

/** The spec's two documents, by the number of their file (000_…txt, 001_…txt). */
export const SPEC_DOCUMENTS = { "000": "core spec", "001": "second spec" };

/** The numbered sections of both spec documents (the same titles in each), spelt as the spec spells them. */
export const SPEC_SECTIONS = {
  1: "What the product does and for whom",
  2: "Screens and routes",
  3: "Entities and their fields",
  4: "States and transitions",
  5: "Validation rules",
  6: "Roles and permissions",
  7: "The calls it makes",
  8: "Error catalogue",
  9: "Business constants and limits",
};

export const HOUSE_RULES = "docs/house-rules.md";

/** Headings of docs/house-rules.md a citation may point at (the unit test checks each one exists). */
export const HOUSE_RULES_HEADINGS = [
  "The product and its users",
  "The spec",
  "Shape",
  "Layout",
  "Decisions already taken",
  "Remix 2 on Vite",
  "Cloudflare Workers",
  "Local API",
  "Auth",
  "Same-origin guard",
  "Two topologies",
  "Headers",
  "Forms",
  "Flash messages",
  "Widgets without JS",
  "Time",
  "i18n",
  "Files",
  "User-supplied URLs",
  "Charts",
  "Spreadsheets",
  "Widgets that scale",
  "Scheduled work",
  "Creates are idempotent",
  "Edge cache",
  "Links",
  "House style",
  "Small named helpers",
  "Bars",
  "Performance",
  "Reliability and security",
  "Reach",
  "Tests",
];

/** The design's numbered sections → the heading of docs/house-rules.md that carries their rules. */
export const DESIGN_SECTIONS = {
  1: "The product and its users",
  2: "Shape",
  3: "Layout",
  4: "Decisions already taken",
  5: "House style",
  6: "Bars",
  7: "Tests",
};

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

const HEADING_BY_ANCHOR = new Map(HOUSE_RULES_HEADINGS.map((heading) => [anchorOf(heading), heading]));

// One citation: the design (with its section and quoted topics), a spec document (with its section), or any
// other `§N` (a bare one continues the citation before it; one after a word or number belongs to that, e.g.
// "issue 29 §2", "RFC 5545 §3.1").
const QUOTED = String.raw`(?:"[^"\n]{1,60}"|'[^'\n]{1,60}')`;
const TOKEN = new RegExp(
  String.raw`\bDESIGN(?:\.md)?(?<possessive>'s)?(?<designSection>,? ?§ ?(?<designNumber>\d+)(?:\.\d+)*)?` +
    String.raw`(?<topics> ${QUOTED}(?:, ${QUOTED})*)?(?<sectionPossessive>'s)?` +
    String.raw`|\b(?<specInitial>[Ss])pec (?<specDoc>\d{3})\b` +
    String.raw`(?<specSection>,? ?(?<specBreak>\n[ \t]*(?:\/\/|\*)[ \t]*)?§ ?(?<specNumber>\d+(?:\.\d+)*))?` +
    String.raw`|§ ?(?<bareNumber>\d+(?:\.\d+)*)`,
  "g",
);
// The word just before a bare `§N` that makes it its own citation ("issue 29 §2", "RFC 4180 §2", "35 §3");
// a conjunction does not.
const WORD_BEFORE = /([\p{L}\p{N}][\p{L}\p{N}.]*) ?$/u;
const CONJUNCTIONS = new Set(["and", "or", "y", "e"]);

/** The text before a match as one line: comment markers of continued lines dropped. */
function joinedBefore(text, start) {
  return text.slice(Math.max(0, start - 60), start).replace(/\n\s*(?:\/\/|\/\*|\*)?\s*/g, " ");
}

function quotedTopics(text) {
  return [...(text ?? "").matchAll(/"([^"\n]+)"|'([^'\n]+)'/g)].map((m) => m[1] ?? m[2]);
}

/**
 * Does a bare `§N` continue the spec citation before it? Only in the same comment (code) or paragraph
 * (Markdown) and the same sentence: `spec 001 §2 "Forum", §4` and `spec 000 §5 "Tool"), its messages (§8)` do.
 */
function continuesCitation(between, markdown) {
  if (between.length > 400 || /\n[ \t]*\n/.test(between)) return false;
  if (
    !markdown &&
    !between
      .split("\n")
      .slice(1)
      .every((line) => /^\s*(?:\/\/|\*|\/\*)/.test(line))
  )
    return false;
  const plain = between.replace(/"[^"]*"|“[^”]*”|(?<![\p{L}\p{N}])'[^'\n]*'/gu, "");
  return !/[.!?]\s+\p{Lu}/u.test(plain);
}

function startsSentence(before) {
  const lastLine = before.slice(before.lastIndexOf("\n") + 1);
  if (!/^\s*(?:[-*]|\d+\.)?\s*$/.test(lastLine)) return /[.!?]["'”)]*\s+$/.test(before);
  // The citation opens its line: a sentence starts if the line opens a list item or a paragraph, or the
  // line before ends one.
  if (/^\s*(?:[-*]|\d+\.)/.test(lastLine)) return true;
  const previous = before.slice(0, before.length - lastLine.length);
  return /(?:^|\n[ \t]*\n)$/.test(previous) || /[.!?]["'”)]*\s*$/.test(previous);
}

/** The text with its first letter upper case ("[house rules" → "[House rules"). */
function capitalize(text) {
  return text.replace(/\p{L}/u, (letter) => letter.toUpperCase());
}

/** The house-rules reference for a design citation: anchors, how it reads, what stays after it. */
function houseRulesReference(section, topics) {
  const anchors = [];
  const kept = [];
  for (const topic of topics) {
    const anchor = anchorOf(topic);
    if (HEADING_BY_ANCHOR.has(anchor)) anchors.push(anchor);
    else kept.push(topic);
  }
  if (anchors.length === 0) anchors.push(section ? anchorOf(DESIGN_SECTIONS[section]) : "");
  return { anchors, kept };
}

/**
 * Rewrites the citations of one file's text. `file` is its path from the repository's root (posix), which
 * decides the form: a relative link in Markdown, the path from the root in code.
 * Returns the new text, the citations changed (from → to) and those it could not map; `trace` (an array)
 * collects how each bare `§N` was read.
 */
export function rewriteCitations(text, file, trace = null) {
  const markdown = file.endsWith(".md");
  const changes = [];
  const unmapped = [];
  let context = null; // { kind: "design" | "spec" | "other", doc, initial, end }
  let out = "";
  let cursor = 0;
  const linkTo = (anchor) => {
    const target = markdown ? posix.relative(posix.dirname(file), HOUSE_RULES) || "house-rules.md" : HOUSE_RULES;
    return anchor ? `${target}#${anchor}` : target;
  };
  for (const match of text.matchAll(TOKEN)) {
    const g = match.groups;
    const start = match.index;
    const end = start + match[0].length;
    let from = start;
    let replacement = null;
    if (g.specDoc !== undefined) {
      const doc = SPEC_DOCUMENTS[g.specDoc];
      const initial = g.specInitial;
      if (!doc) {
        unmapped.push(match[0]);
        context = { kind: "other", end };
        continue;
      }
      const name = initial === "S" ? capitalize(doc) : doc;
      if (g.specSection === undefined) replacement = name;
      else {
        const title = SPEC_SECTIONS[g.specNumber];
        if (!title) unmapped.push(match[0]);
        else replacement = g.specBreak ? `${name}${g.specBreak}› ${title}` : `${name} › ${title}`;
      }
      context = { kind: "spec", doc, end };
    } else if (g.bareNumber !== undefined) {
      // Only a spec citation is continued: the design's bare sections are never cited that way.
      const joined = joinedBefore(text, start);
      const wordMatch = WORD_BEFORE.exec(joined);
      // A number right after "§" is the previous citation's section ("§5 §8"), not a prefix.
      const word = wordMatch && !/§ ?$/.test(joined.slice(0, wordMatch.index)) ? wordMatch[1] : undefined;
      const continues =
        context?.kind === "spec" &&
        (word === undefined || CONJUNCTIONS.has(word.toLowerCase())) &&
        continuesCitation(text.slice(context.end, start), markdown);
      trace?.push({ at: start, citation: match[0], continues: continues ? context.kind : null });
      if (!continues) {
        context = { kind: "other", end };
        continue;
      }
      const title = SPEC_SECTIONS[g.bareNumber];
      if (!title) unmapped.push(`${context.doc} ${match[0]}`);
      else if (/^[-–]$/.test(text.slice(context.end, start))) {
        // A range, "§7-§8": the dash reads "to".
        from = context.end;
        replacement = ` to ${context.doc} › ${title}`;
      } else replacement = `${context.doc} › ${title}`;
      context = { ...context, end };
    } else {
      // The design.
      const section = g.designNumber;
      if (g.possessive) replacement = "the house rules'";
      else if (section !== undefined && !DESIGN_SECTIONS[section]) unmapped.push(match[0]);
      else {
        const topics = quotedTopics(g.topics);
        const { anchors, kept } = houseRulesReference(section, topics);
        const keptText = kept.map((topic) => ` "${topic}"`).join(",");
        if (g.sectionPossessive) {
          // "DESIGN §6's tolerated 135 KB" → "the house rules' tolerated 135 KB", with the reference kept.
          replacement = markdown
            ? `[the house rules'](${linkTo(anchors[0])})`
            : `the house rules' (${linkTo(anchors[0])})`;
        } else if (markdown) {
          const links = anchors.map((anchor, i) => {
            const label = anchor ? HEADING_BY_ANCHOR.get(anchor) : "";
            const textLabel = i === 0 ? (label ? `house rules › ${label}` : "house rules") : label;
            return `[${textLabel}](${linkTo(anchor)})`;
          });
          replacement = links.join(", ") + keptText;
          if (startsSentence(text.slice(0, start))) replacement = capitalize(replacement);
        } else {
          replacement =
            linkTo(anchors[0]) +
            anchors
              .slice(1)
              .map((anchor) => `, #${anchor}`)
              .join("") +
            keptText;
        }
      }
      context = { kind: "design", end };
    }
    if (replacement !== null && replacement !== match[0]) {
      changes.push({ from: text.slice(from, end), to: replacement });
      out += text.slice(cursor, from) + replacement;
      cursor = end;
    }
  }
  out += text.slice(cursor);
  return { text: out, changes, unmapped };
}

/** Citations of the outside documents still in a text (what the unit test forbids). */
export function outsideCitations(text) {
  return [...text.matchAll(/\bDESIGN(?:\.md)?\b(?:'s)?(?: ?§ ?\d+)?|\b[Ss]pec \d{3}\b(?:,? ?§ ?\d+)?/g)].map(
    (m) => m[0],
  );
}

const ROOTS = ["app", "local-api", "scripts", "tests", "docs"];
const SELF = ["scripts/docs-references.mjs", "tests/unit/docs-references.test.ts"];
const NOT_SCANNED = ["package-lock.json"];
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|md|json|css|sql|toml|ya?ml|txt|html)$/;

/** The tracked files the codemod reads (the five folders and the root's own files), from the repository's root. */
export function trackedFiles(root) {
  return execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter(
      (file) =>
        (ROOTS.some((dir) => file.startsWith(`${dir}/`)) || (!file.includes("/") && !NOT_SCANNED.includes(file))) &&
        TEXT_FILE.test(file) &&
        !SELF.includes(file) &&
        file !== "docs/openapi.json",
    );
}

async function main() {
  const root = relative(process.cwd(), dirname(dirname(fileURLToPath(import.meta.url)))) || ".";
  const check = process.argv.includes("--check");
  const prettier = check ? null : await import("prettier");
  const byMapping = new Map();
  const unmapped = [];
  let changedFiles = 0;
  let changedCitations = 0;
  for (const file of trackedFiles(root)) {
    const path = posix.join(root, file);
    const text = readFileSync(path, "utf8");
    const result = rewriteCitations(text, file);
    for (const citation of result.unmapped) unmapped.push(`${file}: ${citation}`);
    if (result.changes.length === 0) continue;
    changedFiles += 1;
    changedCitations += result.changes.length;
    for (const { from, to } of result.changes) {
      const key = `${from.replace(/\s+/g, " ")} → ${to.replace(/\s+/g, " ")}`;
      byMapping.set(key, (byMapping.get(key) ?? 0) + 1);
    }
    if (check) continue;
    let next = result.text;
    const info = await prettier.getFileInfo(path, { ignorePath: posix.join(root, ".prettierignore") });
    if (!info.ignored && info.inferredParser) {
      const options = (await prettier.resolveConfig(path)) ?? {};
      next = await prettier.format(next, { ...options, filepath: path });
    }
    writeFileSync(path, next);
  }
  const sorted = [...byMapping].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  for (const [mapping, count] of sorted) console.log(`${String(count).padStart(5)}  ${mapping}`);
  console.log(
    `${check ? "To change" : "Changed"}: ${changedCitations} citations in ${changedFiles} files; ` +
      `unmapped: ${unmapped.length}.`,
  );
  for (const line of unmapped) console.error(`unmapped: ${line}`);
  if (unmapped.length > 0 || (check && changedCitations > 0)) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
