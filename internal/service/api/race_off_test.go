//go:build !race

package api

// raceEnabled: the tests run under the race detector (go test -race).
const raceEnabled = false

// raceSlack multiplies the deadlines of the fault tests (and the delays of their slow nodes,
// which must outlast them): the race detector's builds run several times slower, and a
// simulation on a loaded machine outlasted a one-second deadline.
const raceSlack = 1
