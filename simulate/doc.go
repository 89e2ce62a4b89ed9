// Package simulate runs prepared transactions on a chain before anyone signs them, and says in
// plain terms what would happen: whether the call succeeds, how much gas it needs, and, when it
// reverts, the contract's custom error with its arguments.
package simulate
