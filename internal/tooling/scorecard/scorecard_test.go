package scorecard

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestTableAndLines(t *testing.T) {
	checks := []Check{
		{What: "p50", Got: "1.01x", Want: "<= 1.05x", Met: true},
		{What: "p99", Got: "1.40x", Want: "<= 1.30x"},
	}
	require.False(t, AllMet(checks))
	require.True(t, AllMet(checks[:1]))
	require.True(t, AllMet(nil), "no target, none missed")

	var md strings.Builder
	WriteTable(func(format string, args ...any) { fmt.Fprintf(&md, format+"\n", args...) }, checks)
	require.Equal(t, "| target | measured | want | |\n|---|---|---|---|\n"+
		"| p50 | 1.01x | <= 1.05x | met |\n| p99 | 1.40x | <= 1.30x | **missed** |\n", md.String())

	var out bytes.Buffer
	Print(&out, checks)
	require.Equal(t, "met      p50: 1.01x (want <= 1.05x)\nMISSED   p99: 1.40x (want <= 1.30x)\n", out.String())
}
