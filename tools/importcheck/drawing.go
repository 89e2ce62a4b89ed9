package main

import (
	"bytes"
	"fmt"
	"sort"
	"strings"
)

// drawingInfo is the info string of ARCHITECTURE.md's drawing of the rooms: a Mermaid flowchart
// that importcheck writes (-write-drawing) and checks (rule 8: the committed drawing is the one
// the code draws).
const drawingInfo = "mermaid"

// Drawing draws the rooms as a Mermaid flowchart: each room a box with its packages, highest
// level first, and an arrow from a room to each room it imports, labelled with the number of
// (importing package, imported package) pairs behind it. Only non-test imports count.
func Drawing(t *Table, modulePath string, pkgs []Package) string {
	roomOf := map[string]string{} // rel -> room pattern
	members := map[string][]string{}
	for _, p := range pkgs {
		rel, ok := relPath(modulePath, p.ImportPath)
		if !ok {
			continue
		}
		for _, pat := range t.Patterns() {
			if pat.Matches(rel) {
				roomOf[rel] = pat.Text
				members[pat.Text] = append(members[pat.Text], rel)
				break
			}
		}
	}
	edges := map[[2]string]int{}
	for _, p := range pkgs {
		rel, _ := relPath(modulePath, p.ImportPath)
		from, ok := roomOf[rel]
		if !ok {
			continue
		}
		for _, imp := range uniq(p.Imports) {
			irel, ok := relPath(modulePath, imp)
			if to, in := roomOf[irel]; ok && in && to != from {
				edges[[2]string{from, to}]++
			}
		}
	}

	var b bytes.Buffer
	b.WriteString("flowchart TD\n")
	for _, pat := range t.Patterns() {
		id := roomID(pat.Text)
		dir := strings.TrimSuffix(pat.Text, "/...")
		names := members[pat.Text]
		sort.Strings(names)
		if !strings.HasSuffix(pat.Text, "/...") {
			fmt.Fprintf(&b, "    %s[\"%s\"]\n", id, dir)
			continue
		}
		var short []string
		for _, n := range names {
			s := strings.TrimPrefix(strings.TrimPrefix(n, dir), "/")
			if s == "" {
				s = "(" + dir[strings.LastIndex(dir, "/")+1:] + ")"
			}
			short = append(short, s)
		}
		fmt.Fprintf(&b, "    %s[\"<b>%s/</b><br/>%s\"]\n", id, dir, strings.Join(short, " · "))
	}
	var keys [][2]string
	for k := range edges {
		keys = append(keys, k)
	}
	level := map[string]int{}
	for i, pat := range t.Patterns() {
		level[pat.Text] = i
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i][0] != keys[j][0] {
			return level[keys[i][0]] < level[keys[j][0]]
		}
		return level[keys[i][1]] < level[keys[j][1]]
	})
	for _, k := range keys {
		fmt.Fprintf(&b, "    %s -->|%d| %s\n", roomID(k[0]), edges[k], roomID(k[1]))
	}
	return b.String()
}

func roomID(pattern string) string {
	s := strings.TrimSuffix(strings.TrimPrefix(pattern, "internal/"), "/...")
	return strings.NewReplacer("/", "_", ".", "_", "-", "_").Replace(s)
}

// fencedBody returns the byte range of the body of the one fenced block with the info string,
// or an error when there is none, more than one, or it is not closed.
func fencedBody(doc []byte, info string) (start, end int, err error) {
	start, end = -1, -1
	found, off := 0, 0
	fence, cur := "", ""
	in := false
	for _, l := range bytes.SplitAfter(doc, []byte("\n")) {
		line := strings.TrimRight(string(l), "\n")
		switch {
		case in && isClosingFence(line, fence):
			in = false
			if cur == info && found == 1 && end < 0 {
				end = off
			}
		case !in:
			if f, got, ok := openingFence(line); ok {
				in, fence, cur = true, f, got
				if got == info {
					found++
					if found == 1 {
						start = off + len(l)
					}
				}
			}
		}
		off += len(l)
	}
	switch {
	case found == 0:
		return 0, 0, fmt.Errorf("no fenced code block with info string %q", info)
	case found > 1:
		return 0, 0, fmt.Errorf("%d fenced code blocks with info string %q; want one", found, info)
	case end < 0:
		return 0, 0, fmt.Errorf("the %s block is not closed", info)
	}
	return start, end, nil
}
