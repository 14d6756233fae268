// GET /api/admin/cities - the cities the marketplace serves (issue 33); admins only
// POST /api/admin/cities - adds a city or changes one (its PIN codes, switched on or off from a time), audited "city.save"
import { SaveCitySchema } from "@/lib/admin/cities-schemas";
import { listCities, saveCity } from "@/lib/admin/cities-service";
import { handler } from "@/lib/http/handler";

export const GET = handler({ auth: "admin" }, ({ user }) => listCities(user));

export const POST = handler({ auth: "admin", body: SaveCitySchema }, ({ user, body }) => saveCity(user, body));
