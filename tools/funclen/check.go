package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Finding is one function or method whose body is longer than the limit.
type Finding struct {
	File  string // path relative to the module's root, slash-separated
	Line  int    // the line of the func keyword
	Name  string // "Name" for a function, "Recv.Name" for a method
	Lines int    // the body's lines, from the line of "{" to the line of "}"
}

func (f Finding) String() string {
	return fmt.Sprintf("%s:%d: %s is %d lines long", f.File, f.Line, f.Name, f.Lines)
}

// Check parses every non-test, non-generated Go file of the module rooted at dir (leaving out
// nested modules, testdata, vendor, node_modules and hidden directories) and returns the
// functions and methods whose body spans more than limit lines, sorted by file and line.
// Files below one of the allowed directories (slash-separated, relative to dir, a whole tree
// each) are not checked.
func Check(dir string, limit int, allowed []string) ([]Finding, error) {
	var findings []Finding
	fset := token.NewFileSet()
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(dir, path)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if rel != "." && skipDir(path, d.Name(), rel, allowed) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(rel, ".go") || strings.HasSuffix(rel, "_test.go") {
			return nil
		}
		found, err := checkFile(fset, path, rel, limit)
		findings = append(findings, found...)
		return err
	})
	sort.Slice(findings, func(i, j int) bool {
		if findings[i].File != findings[j].File {
			return findings[i].File < findings[j].File
		}
		return findings[i].Line < findings[j].Line
	})
	return findings, err
}

// skipDir reports whether the walk leaves out the directory at path.
func skipDir(path, name, rel string, allowed []string) bool {
	if strings.HasPrefix(name, ".") || name == "testdata" || name == "vendor" || name == "node_modules" {
		return true
	}
	for _, a := range allowed {
		if rel == strings.TrimSuffix(a, "/") {
			return true
		}
	}
	if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
		return true // a module of its own
	}
	return false
}

// checkFile returns the findings of one file; a generated file has none.
func checkFile(fset *token.FileSet, path, rel string, limit int) ([]Finding, error) {
	f, err := parser.ParseFile(fset, path, nil, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	if ast.IsGenerated(f) {
		return nil, nil
	}
	var findings []Finding
	for _, decl := range f.Decls {
		fn, ok := decl.(*ast.FuncDecl)
		if !ok || fn.Body == nil {
			continue
		}
		lines := fset.Position(fn.Body.Rbrace).Line - fset.Position(fn.Body.Lbrace).Line + 1
		if lines > limit {
			findings = append(findings, Finding{
				File: rel, Line: fset.Position(fn.Pos()).Line, Name: funcName(fn), Lines: lines,
			})
		}
	}
	return findings, nil
}

// funcName is the function's name, or "Recv.Name" for a method (the receiver's type without
// its pointer and type parameters).
func funcName(fn *ast.FuncDecl) string {
	if fn.Recv == nil || len(fn.Recv.List) == 0 {
		return fn.Name.Name
	}
	t := fn.Recv.List[0].Type
	if star, ok := t.(*ast.StarExpr); ok {
		t = star.X
	}
	switch x := t.(type) {
	case *ast.IndexExpr:
		t = x.X
	case *ast.IndexListExpr:
		t = x.X
	}
	if id, ok := t.(*ast.Ident); ok {
		return id.Name + "." + fn.Name.Name
	}
	return fn.Name.Name
}
