import { HttpError, type AuthContext, type ServerContext } from '../http/context';
import { isCustomerCompany } from './customers';

/** Refuses (403, `refusal`) a caller whose company is not the feature's customer (document 1 §2), compared as the profile's customer is. */
export async function requireCustomerCompany(ctx: ServerContext, auth: AuthContext, customerName: string | undefined, refusal: string): Promise<void> {
  const company = (await ctx.db.query<{ name: string }>('SELECT name FROM core_company WHERE id = $1', [auth.companyId])).rows[0];
  if (!company || !isCustomerCompany(company.name, customerName)) throw new HttpError(403, refusal);
}
