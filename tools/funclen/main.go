// Command funclen enforces the length of functions: it parses the module's non-test,
// non-generated Go files with go/ast and fails when a function's or a method's body spans more
// than -max lines (100; from the line of its "{" to the line of its "}"). The bench and
// reliability reports (internal/tooling/bench, internal/tooling/reliability) are left out, as
// issue 42 allows; nested modules (tools/lint, tools/k8scheck, ...) are not part of the module.
// It prints one line per long function and exits with status 1 if there is any, 2 if it cannot
// run; otherwise it prints a one-line summary. `make funclen` runs it.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
)

// Allowed are the trees left out of the check.
var Allowed = []string{
	"internal/tooling/bench",
	"internal/tooling/reliability",
}

func main() {
	dir := flag.String("dir", ".", "the module's root directory (where go.mod is)")
	limit := flag.Int("max", 100, "the longest body allowed, in lines")
	flag.Parse()
	if flag.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "funclen: unexpected arguments %q\n", flag.Args())
		flag.Usage()
		os.Exit(2)
	}
	findings, err := Check(*dir, *limit, Allowed)
	if err != nil {
		fmt.Fprintf(os.Stderr, "funclen: %v\n", err)
		os.Exit(2)
	}
	for _, f := range findings {
		fmt.Println(f)
	}
	if len(findings) > 0 {
		fmt.Printf("funclen: %d function(s) over %d lines (left out: %s)\n", len(findings), *limit, strings.Join(Allowed, ", "))
		os.Exit(1)
	}
	fmt.Printf("funclen: no function over %d lines (left out: %s)\n", *limit, strings.Join(Allowed, ", "))
}
