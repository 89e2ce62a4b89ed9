package platform

// The chain ids of the two anvils of tradeprep's own sessions (the e2e suite, the benchmark,
// the reliability run): private ids, the destination chain where the Vault lives and the source
// chain deposits come from. (The embedded platform has its own: embedded.DestinationChainID and
// SourceChainID.)
const (
	SessionDestChainID   uint64 = 412346
	SessionSourceChainID uint64 = 421337
)
