import { HttpError, type AuthContext, type ServerContext } from '../http/context';

/** Refuses (403, `refusal`) a caller whose company is not the feature's customer (exact configured name, document 1 §2). */
export async function requireCustomerCompany(ctx: ServerContext, auth: AuthContext, customerName: string | undefined, refusal: string): Promise<void> {
  const company = (await ctx.db.query<{ name: string }>('SELECT name FROM core_company WHERE id = $1', [auth.companyId])).rows[0];
  if (!customerName || company?.name !== customerName) throw new HttpError(403, refusal);
}
