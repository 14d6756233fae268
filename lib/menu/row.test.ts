import { describe, expect, it } from "vitest";
import { menuItemColumnsSql, menuItemSelect } from "./row";

describe("menuItemColumnsSql", () => {
  it("lists every column of menuItemSelect for the alias, the food type as text", () => {
    const sql = menuItemColumnsSql("m").sql;
    for (const column of Object.keys(menuItemSelect)) expect(sql).toContain(`m."${column}"`);
    expect(sql).toContain(`m."type"::text AS "type"`);
    expect(sql.split(",")).toHaveLength(Object.keys(menuItemSelect).length);
  });

  it("refuses an alias that is not a plain name", () => {
    expect(() => menuItemColumnsSql(`m"; DROP TABLE x; --`)).toThrow(/alias/);
  });
});
