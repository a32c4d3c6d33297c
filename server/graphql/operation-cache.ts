import type { DocumentNode, FragmentDefinitionNode, GraphQLObjectType, OperationDefinitionNode } from 'graphql';

/** A request's document, parsed and validated against one role's schema: what does not depend on the variables. */
export interface ParsedOperation {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  /** Mutations are refused while parsing. */
  type: 'query' | 'subscription';
  fragments: Map<string, FragmentDefinitionNode>;
  root: GraphQLObjectType;
  /**
   * Set once it passed validation. An operation is cached as soon as it is parsed, so one refused by
   * the limits (never validated) is not parsed again either: parsing the issue's 26 KB query took
   * 29 ms of the server's thread on a loaded machine, and one company sending it in a loop held the others' requests.
   */
  validated?: boolean;
  /**
   * The last refusal by the limits, for the variables and company it was estimated with and the
   * statistics it read: the same request again is refused without estimating again.
   */
  refused?: { inputs: string; stats: unknown; error: Error };
}

/**
 * Parsed (and, once they pass, validated) operations per role and query text (as Hasura caches its query plans): a
 * dashboard polled by a plant's wall displays sends the same text every time, and parsing and
 * validating it cost more than building its SQL. Least recently used entries go first.
 */
export class OperationCache {
  private readonly entries = new Map<string, ParsedOperation>();

  constructor(private readonly capacity = 1000) {}

  static key(role: string, operationName: string | undefined, query: string): string {
    return `${role}\u0000${operationName ?? ''}\u0000${query}`;
  }

  get(key: string): ParsedOperation | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, operation: ParsedOperation): void {
    this.entries.delete(key);
    this.entries.set(key, operation);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  get size(): number {
    return this.entries.size;
  }
}
