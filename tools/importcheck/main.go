// Command importcheck enforces the direction of imports between the module's packages. The
// layering is the fenced code block with info string "layers" in ARCHITECTURE.md (one layer per
// line, highest first, package patterns relative to the module path, "dir/..." for a tree, "#"
// for comments); the rules are in Check's comment. The fenced block "rooms" groups the packages
// under internal/ into folders by owner, one level per line, highest first; CheckRooms says
// what it enforces (rule 7). The fenced block "mermaid" is the drawing of the rooms, which must
// be the one Drawing makes of the code (rule 8; -write-drawing rewrites it). It reads the packages with
// `go list -json ./...`, prints one line per violation and exits with status 1 if there is
// any, 2 if it cannot run; otherwise it prints a one-line summary. `make imports` runs it.
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
)

func main() {
	dir := flag.String("dir", ".", "the module's root directory (where go.mod is)")
	doc := flag.String("doc", "ARCHITECTURE.md", "the document with the layers block; a relative path is taken from -dir")
	write := flag.Bool("write-drawing", false, "rewrite the document's drawing of the rooms (its mermaid block) from the code, then check")
	flag.Parse()
	if flag.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "importcheck: unexpected arguments %q\n", flag.Args())
		flag.Usage()
		os.Exit(2)
	}
	if *write {
		if err := writeDrawing(*dir, *doc); err != nil {
			fmt.Fprintf(os.Stderr, "importcheck: %v\n", err)
			os.Exit(2)
		}
	}
	violations, err := run(os.Stdout, *dir, *doc)
	if err != nil {
		fmt.Fprintf(os.Stderr, "importcheck: %v\n", err)
		os.Exit(2)
	}
	if violations > 0 {
		os.Exit(1)
	}
}

// run checks the module in dir against the layers block of doc, writes the violations and a
// summary to w and returns the number of violations.
func run(w io.Writer, dir, doc string) (int, error) {
	if !filepath.IsAbs(doc) {
		doc = filepath.Join(dir, doc)
	}
	text, err := os.ReadFile(doc)
	if err != nil {
		return 0, err
	}
	table, err := ParseLayers(text)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", doc, err)
	}
	rooms, err := ParseBlock(text, "rooms")
	if err != nil {
		return 0, fmt.Errorf("%s: %w", doc, err)
	}
	modulePath, pkgs, err := loadPackages(dir)
	if err != nil {
		return 0, err
	}
	vs := append(Check(table, modulePath, pkgs), CheckRooms(rooms, modulePath, pkgs)...)
	start, end, err := fencedBody(text, drawingInfo)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", doc, err)
	}
	if string(text[start:end]) != Drawing(rooms, modulePath, pkgs) {
		vs = append(vs, Violation{Rule: 8, Message: "the drawing of the rooms (the mermaid block of " + filepath.Base(doc) +
			") is not the one the code draws: run make imports-drawing"})
	}
	for _, v := range vs {
		fmt.Fprintln(w, v)
	}
	if len(vs) > 0 {
		fmt.Fprintf(w, "importcheck: %d violation(s) in %d packages of %s against %d layers of %s\n",
			len(vs), len(pkgs), modulePath, len(table.Layers), filepath.Base(doc))
		return len(vs), nil
	}
	fmt.Fprintf(w, "importcheck: ok: %d packages of %s checked against %d layers and %d levels of rooms of %s\n",
		len(pkgs), modulePath, len(table.Layers), len(rooms.Layers), filepath.Base(doc))
	return 0, nil
}

// loadPackages returns the path of the module in dir and its packages (`go list -json ./...`,
// packages of other modules left out), each with its count of non-test Go lines.
func loadPackages(dir string) (string, []Package, error) {
	out, err := goCmd(dir, "mod", "edit", "-json")
	if err != nil {
		return "", nil, err
	}
	var mod struct{ Module struct{ Path string } }
	if err := json.Unmarshal(out, &mod); err != nil || mod.Module.Path == "" {
		return "", nil, fmt.Errorf("go mod edit -json in %s: no module path (%v)", dir, err)
	}
	modulePath := mod.Module.Path

	out, err = goCmd(dir, "list", "-json", "./...")
	if err != nil {
		return "", nil, err
	}
	var pkgs []Package
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p struct {
			Package
			Module *struct{ Path string }
		}
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			return "", nil, fmt.Errorf("decoding go list -json: %w", err)
		}
		if p.Module == nil || p.Module.Path != modulePath {
			continue
		}
		fields, err := jsonFields(p.Dir, append(append([]string{}, p.GoFiles...), p.CgoFiles...))
		if err != nil {
			return "", nil, err
		}
		p.Package.JSONFields = fields
		pkgs = append(pkgs, p.Package)
	}
	if len(pkgs) == 0 {
		return "", nil, fmt.Errorf("go list ./... in %s: no package of module %s", dir, modulePath)
	}
	return modulePath, pkgs, nil
}

func goCmd(dir string, args ...string) ([]byte, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go %s in %s: %v\n%s", strings.Join(args, " "), dir, err, strings.TrimSpace(stderr.String()))
	}
	return out, nil
}

// jsonFields lists the struct fields with a json tag in the files (names relative to dir), as
// "file.go:line Field" ("file.go:line" for an embedded field); test files are skipped.
func jsonFields(dir string, files []string) ([]string, error) {
	var out []string
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, filepath.Join(dir, f), nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		ast.Inspect(file, func(n ast.Node) bool {
			st, ok := n.(*ast.StructType)
			if !ok {
				return true
			}
			for _, field := range st.Fields.List {
				if field.Tag == nil {
					continue
				}
				tag, err := strconv.Unquote(field.Tag.Value)
				if err != nil {
					continue
				}
				if _, ok := reflect.StructTag(tag).Lookup("json"); !ok {
					continue
				}
				where := fmt.Sprintf("%s:%d", f, fset.Position(field.Pos()).Line)
				if len(field.Names) > 0 {
					where += " " + field.Names[0].Name
				}
				out = append(out, where)
			}
			return true
		})
	}
	return out, nil
}

// writeDrawing replaces the body of doc's mermaid block with the drawing of the rooms as the
// code stands.
func writeDrawing(dir, doc string) error {
	if !filepath.IsAbs(doc) {
		doc = filepath.Join(dir, doc)
	}
	text, err := os.ReadFile(doc)
	if err != nil {
		return err
	}
	rooms, err := ParseBlock(text, "rooms")
	if err != nil {
		return fmt.Errorf("%s: %w", doc, err)
	}
	start, end, err := fencedBody(text, drawingInfo)
	if err != nil {
		return fmt.Errorf("%s: %w", doc, err)
	}
	modulePath, pkgs, err := loadPackages(dir)
	if err != nil {
		return err
	}
	out := append(append(append([]byte{}, text[:start]...), Drawing(rooms, modulePath, pkgs)...), text[end:]...)
	return os.WriteFile(doc, out, 0o644)
}
