import type { LookupFunction } from "node:net";

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** A `lookup` that ignores its input and answers with the vetted address. */
export function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    const family = pinned.family === 6 ? 6 : 4;
    if (options.all) callback(null, [{ address: pinned.address, family }]);
    else callback(null, pinned.address, family);
  };
}
