import { CUISINES } from "@/lib/accounts/schemas";
import { Prisma } from "@/lib/generated/prisma/client";
import { containsPattern, supportsSubstringMatch, wholeWordPattern } from "@/lib/search/query";

// SQL pieces of the typo-tolerant search, shared by the search call and the restaurant list.
// Every value goes in as a bind parameter of a tagged template; nothing is spliced into SQL text.

/**
 * pg_trgm's `<%` matches when the query's trigrams cover this share of some stretch of the text.
 * The default 0.6 misses "panner" for paneer (0.43) and "biriyani" for biryani (0.55); below 0.4
 * unrelated dishes start to match. Ranking puts exact and substring matches first.
 */
const WORD_SIMILARITY_THRESHOLD = 0.4;

/**
 * The floor of a near miss for queries of three letters or more: strict word similarity (`<<%`),
 * which compares whole words. "paneer" shares its first trigrams with "pancakes" (word similarity
 * 0.43, the same as the typo "panner" has with "paneer"), but as words they are 0.23 apart, while
 * "panner" ~ "paneer" is 0.40, "burgr" ~ "burger" 0.44, "biriyani" ~ "biryani" 0.55 and "pani puri"
 * ~ "paneer" 0.33. So 0.35 keeps the typos and drops the dishes that merely start alike.
 */
const STRICT_WORD_SIMILARITY_THRESHOLD = 0.35;

/**
 * Run first in the same transaction as the search. `<%` reads its threshold from a setting. And the
 * planner prices `<%` like a cheap comparison, so it prefers reading whole tables: measured on
 * 50,000 generated restaurants, 150-420 ms by sequential scan against 10-30 ms through the trigram
 * indexes. Both settings end with the transaction.
 */
export function searchSettingsSql(): Prisma.Sql {
  return Prisma.sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true),
    set_config('pg_trgm.strict_word_similarity_threshold', ${String(STRICT_WORD_SIMILARITY_THRESHOLD)}, true),
    set_config('enable_seqscan', 'off', true)`;
}

/**
 * Texts that contain `q` as typed, or a word within the strict floor of it (both read the trigram
 * index on lower(column)). A query too short for a substring index (two letters) keeps the looser
 * `<%`, so "pu" still finds "Pune".
 */
function textMatches(column: Prisma.Sql, q: string): Prisma.Sql {
  if (!supportsSubstringMatch(q)) return Prisma.sql`(${q}::text <% lower(${column}))`;
  return Prisma.sql`(${q}::text <<% lower(${column}) OR lower(${column}) LIKE ${containsPattern(q)})`;
}

/**
 * How well `q` matches one text: 2 when it is a whole word there ("paneer" in "Chilli Paneer"),
 * 1 more when it occurs as typed at all, then word similarity plus strict word similarity (which
 * weighs whole words, so "panner" ranks Paneer Tikka above a near miss). A word match always
 * outranks a substring match, which always outranks a typo (the similarities add up to 2 at most).
 */
function textScore(column: Prisma.Sql, q: string): Prisma.Sql {
  return Prisma.sql`(CASE WHEN lower(${column}) ~ ${wholeWordPattern(q)} THEN 2 ELSE 0 END
    + CASE WHEN lower(${column}) LIKE ${containsPattern(q)} THEN 1 ELSE 0 END
    + word_similarity(${q}::text, lower(${column})) + strict_word_similarity(${q}::text, lower(${column})))`;
}

/**
 * The spec's cuisines that `q` matches. The list is a constant, so the database computes it once
 * per query and then finds restaurants with the GIN index on "cuisines" (`&&`, as Prisma's hasSome).
 */
function matchingCuisines(q: string): Prisma.Sql {
  return Prisma.sql`ARRAY(SELECT c FROM unnest(${[...CUISINES]}::text[]) AS c WHERE ${textMatches(Prisma.sql`c`, q)})`;
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
