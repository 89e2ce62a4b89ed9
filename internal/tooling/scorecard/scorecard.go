// Package scorecard is the list of targets that the bench and the reliability run end with:
// each target, what was measured, what is wanted and whether it was met, written as the
// report's table and as the lines a terminal shows.
package scorecard

import (
	"fmt"
	"io"
)

// Check is one target: what it is, what was measured (Got), what is wanted and whether it
// was met.
type Check struct {
	What, Got, Want string
	Met             bool
}

// AllMet reports whether every check was met.
func AllMet(checks []Check) bool {
	for _, c := range checks {
		if !c.Met {
			return false
		}
	}
	return true
}

// Mark is a report's cell for a target: "met", or "**missed**", which stands out.
func Mark(met bool) string {
	if met {
		return "met"
	}
	return "**missed**"
}

// WriteTable writes the checks through p (a Printf that ends each line) as a Markdown table,
// one row a check.
func WriteTable(p func(format string, args ...any), checks []Check) {
	p("| target | measured | want | |")
	p("|---|---|---|---|")
	for _, c := range checks {
		p("| %s | %s | %s | %s |", c.What, c.Got, c.Want, Mark(c.Met))
	}
}

// Print writes a line a check to w, for a terminal: "met" or "MISSED", what, measured, wanted.
func Print(w io.Writer, checks []Check) {
	for _, c := range checks {
		mark := "met"
		if !c.Met {
			mark = "MISSED"
		}
		fmt.Fprintf(w, "%-8s %s: %s (want %s)\n", mark, c.What, c.Got, c.Want)
	}
}
