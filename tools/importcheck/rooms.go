package main

import (
	"fmt"
	"strings"
)

// roomsUnder is the tree whose every package must stand in exactly one room of the rooms block.
const roomsUnder = "internal/..."

// CheckRooms applies the rooms block (ARCHITECTURE.md's fenced block with info string "rooms":
// one line per level, highest first, each naming the rooms of that level as package patterns,
// "internal/service/..." for a folder of packages) to the module's packages, as rule 7:
//
//   - every package under internal/ stands in exactly one room, and every room holds a package;
//   - a package imports (non-test imports) packages of its own room, of another room of its
//     level, or of rooms on lower levels, never of a room above its own.
//
// Packages outside internal/ (cmd, e2e, simulate, client, anvil, the bindings) stand in no room
// and are left to the layers rule.
func CheckRooms(t *Table, modulePath string, pkgs []Package) []Violation {
	var vs []Violation
	add := func(importer, imported, format string, args ...any) {
		vs = append(vs, Violation{Rule: 7, Importer: importer, Imported: imported, Message: fmt.Sprintf(format, args...)})
	}
	room := map[string]Pattern{} // rel -> its one room
	used := map[string]bool{}
	for _, p := range pkgs {
		rel, ok := relPath(modulePath, p.ImportPath)
		if !ok || !matchPattern(roomsUnder, rel) {
			continue
		}
		var in []string
		for _, pat := range t.Patterns() {
			if pat.Matches(rel) {
				in = append(in, pat.Text)
				room[rel] = pat
				used[pat.Text] = true
			}
		}
		switch len(in) {
		case 0:
			add(rel, "", "package stands in no room of the rooms block: add its folder to ARCHITECTURE.md")
		case 1:
		default:
			add(rel, "", "package stands in several rooms (%s); it must stand in exactly one", strings.Join(in, ", "))
			delete(room, rel)
		}
	}
	for _, pat := range t.Patterns() {
		if !used[pat.Text] {
			add("", "", "room %q (level %d, line %d) holds no package of the module", pat.Text, pat.Layer, pat.Line)
		}
	}
	for _, p := range pkgs {
		rel, _ := relPath(modulePath, p.ImportPath)
		from, ok := room[rel]
		if !ok {
			continue
		}
		for _, imp := range uniq(p.Imports) {
			irel, ok := relPath(modulePath, imp)
			if !ok {
				continue
			}
			if to, ok := room[irel]; ok && to.Layer < from.Layer {
				add(rel, irel, "room %s (level %d) imports room %s (level %d, above it); a room imports only its own level and below",
					from.Text, from.Layer, to.Text, to.Layer)
			}
		}
	}
	return vs
}
