package main

import (
	"bufio"
	"bytes"
	"fmt"
	"strings"
)

// Pattern is one package pattern of the layers table, relative to the module path:
// "internal/service/api" matches that package only, "cmd/..." matches cmd and everything below it,
// "." matches the module's root package.
type Pattern struct {
	Text  string // as written in the document
	Layer int    // 1 is the highest layer (the block's first line)
	Line  int    // line number in the document
}

// Table is the parsed layers block: Layers[i] holds the patterns of layer i+1.
type Table struct {
	Layers [][]Pattern
}

// Patterns returns every pattern of the table, highest layer first.
func (t *Table) Patterns() []Pattern {
	var all []Pattern
	for _, l := range t.Layers {
		all = append(all, l...)
	}
	return all
}

// Matches reports whether the pattern matches the package whose path relative to the module
// is rel ("." for the module's root package).
func (p Pattern) Matches(rel string) bool {
	return matchPattern(p.Text, rel)
}

func matchPattern(pattern, rel string) bool {
	if dir, ok := strings.CutSuffix(pattern, "/..."); ok {
		return rel == dir || strings.HasPrefix(rel, dir+"/")
	}
	return rel == pattern
}

// ParseLayers reads the fenced code block whose info string is "layers" from a Markdown
// document (fences of three or more backticks or tildes, indented by at most three spaces, as
// in CommonMark). Each non-empty line of the block is one layer, highest first, listing package
// patterns separated by white space; "#" starts a comment that runs to the end of the line.
// A document without such a block, with more than one, with an unclosed one or with an empty
// one is an error, and so are malformed or repeated patterns.
func ParseLayers(doc []byte) (*Table, error) {
	return ParseBlock(doc, "layers")
}

// ParseBlock reads the one fenced code block whose info string is info, with the rules of
// ParseLayers: each non-empty line is one level, highest first.
func ParseBlock(doc []byte, info string) (*Table, error) {
	var (
		t          *Table
		inBlock    bool   // inside the layers block
		inOther    bool   // inside some other fenced block
		fence      string // the opening fence of the block we are in
		blockStart int
		seen       = map[string]int{} // pattern -> line
	)
	sc := bufio.NewScanner(bytes.NewReader(doc))
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if inBlock || inOther {
			if isClosingFence(line, fence) {
				inBlock, inOther = false, false
				continue
			}
			if inOther {
				continue
			}
			text, _, _ := strings.Cut(line, "#")
			fields := strings.Fields(text)
			if len(fields) == 0 {
				continue
			}
			layer := len(t.Layers) + 1
			var ps []Pattern
			for _, f := range fields {
				if err := validPattern(f); err != nil {
					return nil, fmt.Errorf("line %d: %w", n, err)
				}
				if prev, dup := seen[f]; dup {
					return nil, fmt.Errorf("line %d: pattern %q already given on line %d", n, f, prev)
				}
				seen[f] = n
				ps = append(ps, Pattern{Text: f, Layer: layer, Line: n})
			}
			t.Layers = append(t.Layers, ps)
			continue
		}
		f, got, ok := openingFence(line)
		if !ok {
			continue
		}
		fence = f
		if got != info {
			inOther = true
			continue
		}
		if t != nil {
			return nil, fmt.Errorf("line %d: a second %s block (the first opens on line %d)", n, info, blockStart)
		}
		t, inBlock, blockStart = &Table{}, true, n
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	switch {
	case t == nil:
		return nil, fmt.Errorf("no fenced code block with info string %q", info)
	case inBlock:
		return nil, fmt.Errorf("line %d: the %s block is not closed", blockStart, info)
	case len(t.Layers) == 0:
		return nil, fmt.Errorf("line %d: the %s block lists no level", blockStart, info)
	}
	return t, nil
}

// openingFence recognises a CommonMark fence opening: up to three spaces of indentation, then
// three or more backticks or tildes, then the info string (trimmed). A backtick fence's info
// string may not contain a backtick.
func openingFence(line string) (fence, info string, ok bool) {
	rest, ok := trimIndent(line)
	if !ok || rest == "" || (rest[0] != '`' && rest[0] != '~') {
		return "", "", false
	}
	c := rest[0]
	i := 0
	for i < len(rest) && rest[i] == c {
		i++
	}
	if i < 3 {
		return "", "", false
	}
	info = strings.TrimSpace(rest[i:])
	if c == '`' && strings.ContainsRune(info, '`') {
		return "", "", false
	}
	return rest[:i], info, true
}

// isClosingFence reports whether line closes a block opened by fence: the same character, at
// least as many of it, and nothing else but white space.
func isClosingFence(line, fence string) bool {
	rest, ok := trimIndent(line)
	if !ok {
		return false
	}
	rest = strings.TrimRight(rest, " \t")
	if len(rest) < len(fence) {
		return false
	}
	return strings.Trim(rest, fence[:1]) == ""
}

func trimIndent(line string) (string, bool) {
	rest := strings.TrimLeft(line, " ")
	return rest, len(line)-len(rest) <= 3
}

// validPattern rejects what cannot be a module-relative package pattern.
func validPattern(p string) error {
	if p == "." {
		return nil
	}
	base := strings.TrimSuffix(p, "/...")
	switch {
	case strings.HasPrefix(p, "/"), strings.HasPrefix(p, "./"), strings.HasPrefix(p, "../"):
		return fmt.Errorf("pattern %q: write it relative to the module path, without a leading / or ./", p)
	case strings.Contains(base, "..."):
		return fmt.Errorf("pattern %q: \"...\" is allowed only as the last element of a pattern", p)
	case base == "" || strings.HasSuffix(base, "/") || strings.Contains(base, "//"):
		return fmt.Errorf("pattern %q: empty path element", p)
	}
	for _, elem := range strings.Split(base, "/") {
		if elem == "." || elem == ".." {
			return fmt.Errorf("pattern %q: %q path element", p, elem)
		}
		for _, r := range elem {
			if !pathRune(r) {
				return fmt.Errorf("pattern %q: invalid character %q in an import path", p, r)
			}
		}
	}
	return nil
}

// pathRune reports whether r may appear in a path element of a module's import path (the
// characters module.CheckImportPath allows).
func pathRune(r rune) bool {
	return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' ||
		strings.ContainsRune("-._~+", r)
}
