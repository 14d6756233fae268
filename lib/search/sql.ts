import { CUISINES } from "@/lib/accounts/schemas";
import { Prisma } from "@/lib/generated/prisma/client";
import { containsPattern, supportsSubstringMatch } from "@/lib/search/query";

// SQL pieces of the typo-tolerant search, shared by the search call and the restaurant list.
// Every value goes in as a bind parameter of a tagged template; nothing is spliced into SQL text.

/**
 * pg_trgm's `<%` matches when the query's trigrams cover this share of some stretch of the text.
 * The default 0.6 misses "panner" for paneer (0.43) and "biriyani" for biryani (0.55); below 0.4
 * unrelated dishes start to match. Ranking puts exact and substring matches first.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

/**
 * Run first in the same transaction as the search. `<%` reads its threshold from a setting. And the
 * planner prices `<%` like a cheap comparison, so it prefers reading whole tables: measured on
 * 50,000 generated restaurants, 150-420 ms by sequential scan against 10-30 ms through the trigram
 * indexes. Both settings end with the transaction.
 */
export function searchSettingsSql(): Prisma.Sql {
  return Prisma.sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true),
    set_config('enable_seqscan', 'off', true)`;
}

/**
 * Texts matched by `<%` or, when the index can serve it, as a substring: each side reads the
 * trigram index on lower(column).
 */
function textMatches(column: Prisma.Sql, q: string): Prisma.Sql {
  if (!supportsSubstringMatch(q)) return Prisma.sql`(${q}::text <% lower(${column}))`;
  return Prisma.sql`(${q}::text <% lower(${column}) OR lower(${column}) LIKE ${containsPattern(q)})`;
}

/**
 * How well `q` matches one text: word similarity, plus strict word similarity (which weighs whole
 * words, so "panner" ranks Paneer Tikka above Buttermilk Pancakes, equal on the first), plus 1
 * when `q` occurs as typed.
 */
function textScore(column: Prisma.Sql, q: string): Prisma.Sql {
  return Prisma.sql`(word_similarity(${q}::text, lower(${column})) + strict_word_similarity(${q}::text, lower(${column}))
    + CASE WHEN lower(${column}) LIKE ${containsPattern(q)} THEN 1 ELSE 0 END)`;
}

/**
 * The spec's cuisines that `q` matches. The list is a constant, so the database computes it once
 * per query and then finds restaurants with the GIN index on "cuisines" (`&&`, as Prisma's hasSome).
 */
function matchingCuisines(q: string): Prisma.Sql {
  return Prisma.sql`ARRAY(SELECT c FROM unnest(${[...CUISINES]}::text[]) AS c WHERE ${q}::text <% lower(c) OR lower(c) LIKE ${containsPattern(q)})`;
}

/** Restaurants (alias `r`) whose name, city or one of whose cuisines matches `q`. */
export function restaurantMatchSql(q: string): Prisma.Sql {
  const name = Prisma.sql`r."name"`;
  const city = Prisma.sql`r."city"`;
  return Prisma.sql`(${textMatches(name, q)} OR ${textMatches(city, q)} OR r."cuisines" && ${matchingCuisines(q)})`;
}

/** Relevance of a matched restaurant; a name match outranks an equally good city or cuisine match. */
export function restaurantScoreSql(q: string): Prisma.Sql {
  const cuisine = Prisma.sql`c`;
  return Prisma.sql`GREATEST(
    ${textScore(Prisma.sql`r."name"`, q)},
    0.9 * ${textScore(Prisma.sql`r."city"`, q)},
    0.9 * COALESCE((SELECT max(${textScore(cuisine, q)}) FROM unnest(r."cuisines") AS c), 0)
  )`;
}

/** Menu items (alias `m`) on sale whose name matches `q`; the partial trigram index covers exactly these. */
export function dishMatchSql(q: string): Prisma.Sql {
  return Prisma.sql`(m."archivedAt" IS NULL AND ${textMatches(Prisma.sql`m."name"`, q)})`;
}

export function dishScoreSql(q: string): Prisma.Sql {
  return textScore(Prisma.sql`m."name"`, q);
}
