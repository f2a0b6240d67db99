/// Thrown by a nil link of an optional chain and caught at the chain's end (`.chainBoundary`).
struct ChainStop: Error {}
