// Command testlog reads `go test -json` on standard input, prints what `go test` would have
// printed (without -v: each package's result and the output of failed tests; with -v:
// everything), and keeps the tests' results in a file, so that `make test-times` can list the
// slowest tests of a whole `make test`:
//
//	set -o pipefail; go test -json ./... | go run ./tools/testlog -save bin/test-times/go-test.jsonl
//	go run ./tools/testlog -slowest 10 bin/test-times/*.jsonl
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// event is one line of `go test -json` (cmd/test2json).
type event struct {
	Action  string
	Package string
	Test    string
	Elapsed float64
	Output  string
}

func main() {
	save := flag.String("save", "", "pass through `go test -json` from standard input and keep the tests' results in this file")
	verbose := flag.Bool("v", false, "print every line of output, as go test -v does")
	slowest := flag.Int("slowest", 0, "list the N slowest top-level tests of the files given as arguments")
	flag.Parse()
	var err error
	switch {
	case *save != "" && *slowest == 0:
		err = pass(os.Stdin, os.Stdout, *save, *verbose)
	case *slowest > 0 && *save == "":
		err = list(os.Stdout, *slowest, flag.Args())
	default:
		err = errors.New("give -save FILE (a filter of go test -json) or -slowest N and the result files")
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "testlog:", err)
		os.Exit(1)
	}
}

// pass prints in's events as go test prints them and appends the tests' results to save.
func pass(in io.Reader, out io.Writer, save string, verbose bool) error {
	if err := os.MkdirAll(filepath.Dir(save), 0o755); err != nil {
		return err
	}
	f, err := os.OpenFile(save, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	defer f.Close()
	results := json.NewEncoder(f)
	held := map[string][]string{} // a test's output, printed if it fails
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		var e event
		if json.Unmarshal(sc.Bytes(), &e) != nil {
			fmt.Fprintln(out, sc.Text()) // not an event (a build error goes to stderr; anything else as it is)
			continue
		}
		key := e.Package + " " + e.Test
		switch {
		case e.Test == "" && !verbose && (e.Action == "fail" || e.Action == "output" && strings.HasPrefix(e.Output, "FAIL\t")):
			// A package that failed with tests still running (a -timeout's panic, a crash
			// in another goroutine): go test -json gives those tests no result, and their
			// output (the panic and every goroutine's stack) is all there is to go on. It
			// is printed before the package's FAIL line.
			printUnfinished(out, held, e.Package)
			fmt.Fprint(out, e.Output)
		case e.Action == "build-output" || (e.Action == "output" && (verbose || e.Test == "")):
			fmt.Fprint(out, e.Output)
		case e.Action == "output":
			held[key] = append(held[key], e.Output)
		case e.Test != "" && (e.Action == "pass" || e.Action == "fail" || e.Action == "skip"):
			if e.Action == "fail" && !verbose {
				fmt.Fprint(out, strings.Join(held[key], ""))
			}
			delete(held, key)
			if err := results.Encode(event{Action: e.Action, Package: e.Package, Test: e.Test, Elapsed: e.Elapsed}); err != nil {
				return err
			}
		}
	}
	return sc.Err()
}

// printUnfinished prints, and forgets, the output of pkg's tests that have no result, each
// under a line naming it.
func printUnfinished(out io.Writer, held map[string][]string, pkg string) {
	var keys []string
	for key := range held {
		if strings.HasPrefix(key, pkg+" ") {
			keys = append(keys, key)
		}
	}
	sort.Strings(keys)
	for _, key := range keys {
		fmt.Fprintf(out, "--- UNFINISHED: %s (no result: still running when its package failed)\n", strings.TrimPrefix(key, pkg+" "))
		fmt.Fprint(out, strings.Join(held[key], ""))
		delete(held, key)
	}
}

// list prints the n slowest top-level tests of the result files.
func list(out io.Writer, n int, files []string) error {
	if len(files) == 0 {
		return errors.New("no result files: run make test (or a target that keeps them) first")
	}
	var all []event
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		dec := json.NewDecoder(f)
		for {
			var e event
			if err := dec.Decode(&e); err == io.EOF {
				break
			} else if err != nil {
				f.Close()
				return fmt.Errorf("%s: %w", name, err)
			}
			if !strings.Contains(e.Test, "/") && e.Action != "skip" {
				e.Output = strings.TrimSuffix(filepath.Base(name), ".jsonl")
				all = append(all, e)
			}
		}
		f.Close()
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].Elapsed > all[j].Elapsed })
	fmt.Fprintf(out, "The %d slowest tests (of %d run, in %d result files):\n", min(n, len(all)), len(all), len(files))
	for i, e := range all {
		if i == n {
			break
		}
		fmt.Fprintf(out, "%8.1fs  %-4s  %s %s  (make %s)\n", e.Elapsed, e.Action, strings.TrimPrefix(e.Package, "github.com/tradeprep/tradeprep/"), e.Test, e.Output)
	}
	return nil
}
