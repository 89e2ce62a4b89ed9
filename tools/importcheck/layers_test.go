package main

import (
	"reflect"
	"strings"
	"testing"
)

// layerTexts returns the patterns of each layer as written.
func layerTexts(t *Table) [][]string {
	var out [][]string
	for _, l := range t.Layers {
		var ps []string
		for _, p := range l {
			ps = append(ps, p.Text)
		}
		out = append(out, ps)
	}
	return out
}

func TestParseLayers(t *testing.T) {
	doc := strings.Join([]string{
		"# Architecture", // a Markdown heading, not a comment of the block
		"",
		"```go",
		"cmd/not/a/layer",
		"```",
		"",
		"```layers",
		"# the top: binaries",
		"cmd/... tools/...   e2e # the suite",
		"",
		"\tinternal/app",
		"   # an indented comment line",
		"internal/service/api internal/service/replay",
		"contracts/bindings/...",
		"```",
		"",
		"~~~",
		"internal/ignored",
		"~~~",
	}, "\n")
	tab, err := ParseLayers([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{
		{"cmd/...", "tools/...", "e2e"},
		{"internal/app"},
		{"internal/service/api", "internal/service/replay"},
		{"contracts/bindings/..."},
	}
	if got := layerTexts(tab); !reflect.DeepEqual(got, want) {
		t.Fatalf("layers = %q, want %q", got, want)
	}
	api := tab.Layers[2][0]
	if api.Layer != 3 || api.Line != 13 {
		t.Errorf("internal/service/api: layer %d line %d, want layer 3 line 13", api.Layer, api.Line)
	}
	if n := len(tab.Patterns()); n != 7 {
		t.Errorf("Patterns() has %d patterns, want 7", n)
	}
}

func TestParseLayersFences(t *testing.T) {
	// A layers block shown inside a longer fence is not the block; the block may use tildes,
	// be indented up to three spaces and be closed by a longer fence.
	doc := strings.Join([]string{
		"````md",
		"```layers",
		"not/this",
		"```",
		"````",
		"  ~~~~ layers ",
		"internal/a",
		"internal/b",
		"~~~~~",
		"after/the/block",
	}, "\n")
	tab, err := ParseLayers([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{{"internal/a"}, {"internal/b"}}
	if got := layerTexts(tab); !reflect.DeepEqual(got, want) {
		t.Fatalf("layers = %q, want %q", got, want)
	}
}

func TestParseLayersErrors(t *testing.T) {
	for _, tc := range []struct{ name, doc, want string }{
		{"missing block", "# Architecture\n\n```go\ncmd/...\n```\n", `no fenced code block with info string "layers"`},
		{"no document", "", "no fenced code block"},
		{"indented code, not a fence", "    ```layers\n    cmd/...\n    ```\n", "no fenced code block"},
		{"unclosed", "```layers\ncmd/...\n", "not closed"},
		{"empty", "```layers\n# nothing yet\n\n```\n", "lists no level"},
		{"two blocks", "```layers\ncmd/...\n```\n```layers\ninternal/...\n```\n", "a second layers block"},
		{"duplicate", "```layers\ncmd/...\ninternal/a cmd/...\n```\n", `"cmd/..." already given on line 2`},
		{"leading slash", "```layers\n/cmd\n```\n", "relative to the module path"},
		{"dot slash", "```layers\n./...\n```\n", "relative to the module path"},
		{"bare dots", "```layers\n...\n```\n", "only as the last element of a pattern"},
		{"inner dots", "```layers\ninternal/.../x\n```\n", "only as the last element of a pattern"},
		{"dotdot", "```layers\ninternal/../x\n```\n", `".." path element`},
		{"shorter fence does not close", "~~~~layers\ncmd/...\n~~~\n", "not closed"},
		{"backticks in a tilde block", "~~~layers\ncmd/...\n```\n~~~\n", "invalid character"},
		{"trailing slash", "```layers\ninternal/\n```\n", "empty path element"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseLayers([]byte(tc.doc))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want one containing %q", err, tc.want)
			}
		})
	}
}

func TestPatternMatches(t *testing.T) {
	for _, tc := range []struct {
		pattern, rel string
		want         bool
	}{
		{"cmd/...", "cmd", true},
		{"cmd/...", "cmd/tradeprep", true},
		{"cmd/...", "cmd/a/b", true},
		{"cmd/...", "cmdx", false},
		{"cmd/...", "cmdx/y", false},
		{"e2e", "e2e", true},
		{"e2e", "e2e/anvil", false},
		{"internal/service/api", "internal/service/api", true},
		{"internal/service/api", "internal/apix", false},
		{"internal/service/api", "internal", false},
		{".", ".", true},
		{".", "internal", false},
	} {
		if got := (Pattern{Text: tc.pattern}).Matches(tc.rel); got != tc.want {
			t.Errorf("%q matches %q = %v, want %v", tc.pattern, tc.rel, got, tc.want)
		}
	}
}
