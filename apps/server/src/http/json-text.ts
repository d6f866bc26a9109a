/**
 * An answer whose JSON text the database already built (json_agg), sent as it is. For a long list this
 * skips both the driver's per-value parsing and a JSON.stringify of every row, which on the embedded
 * database cost more than the query. `T` is the contract's shape the text holds; the endpoint's API tests
 * parse the answer with the contract, since nothing on the way out does.
 */
export class JsonText<T> {
  declare readonly shape: T;
  constructor(readonly text: string) {}
}
