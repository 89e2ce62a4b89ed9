//go:build !race

package api

// raceEnabled: the tests run under the race detector (go test -race).
const raceEnabled = false
