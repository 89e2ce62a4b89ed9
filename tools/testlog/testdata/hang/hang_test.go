// Package hang is testlog's sample of a package that outlives its -timeout: TestHang never
// returns, so go test panics, and go test -json reports no result for the test, only the
// package's failure.
package hang

import (
	"testing"
	"time"
)

func TestQuick(t *testing.T) { t.Log("quick says hello") }

func TestHang(t *testing.T) {
	t.Log("waiting for what never comes")
	time.Sleep(time.Hour)
}
