package app

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/require"
)

// The documentation is a short README and docs/ with one page per task; the API's reference is
// the OpenAPI document. These tests keep it so: the README stays short, every link of every
// Markdown file resolves inside the repository (to a file, and to a heading of it when it names
// one), every page of docs/ is listed in the README, and no document cites one outside the
// repository.

const repoRoot = "../.."

// readmeMaxLines bounds README.md: what the service is, the commands, serving a real chain and
// where to go next; everything else has its page in docs/.
const readmeMaxLines = 260

// skippedDir says whether a walk of the repository leaves a directory out: dependencies
// (node_modules, contracts/lib), vendored test data, and hidden directories (.git, caches) but
// .ci, the CI's entry point.
func skippedDir(rel string, d fs.DirEntry) bool {
	name := d.Name()
	return rel != "." && rel != ".ci" && (strings.HasPrefix(name, ".") || name == "node_modules" || name == "testdata" ||
		rel == "contracts/lib")
}

// repoFiles lists the repository's files (relative, slash-separated) that keep says to keep.
func repoFiles(t *testing.T, keep func(rel string) bool) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(repoRoot, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(repoRoot, path)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if skippedDir(rel, d) {
				return filepath.SkipDir
			}
			return nil
		}
		if keep(rel) {
			out = append(out, rel)
		}
		return nil
	})
	require.NoError(t, err)
	return out
}

func markdownFiles(t *testing.T) []string {
	t.Helper()
	files := repoFiles(t, func(rel string) bool { return strings.HasSuffix(rel, ".md") })
	for _, want := range []string{"README.md", "ARCHITECTURE.md", "BENCHMARKS.md", "RELIABILITY.md", "docs/api.md", "docs/devnet.md"} {
		require.Contains(t, files, want)
	}
	return files
}

func TestReadmeIsShort(t *testing.T) {
	text, err := os.ReadFile(filepath.Join(repoRoot, "README.md"))
	require.NoError(t, err)
	lines := strings.Count(string(text), "\n")
	require.LessOrEqual(t, lines, readmeMaxLines, "README.md has %d lines: move the detail to a page of docs/ and link it", lines)
}

// markdownProse is a Markdown text without its fenced code blocks and code spans, each replaced
// by as many line breaks as it held, so that line numbers stay those of the file.
func markdownProse(text string) string {
	var b strings.Builder
	fence := ""
	for _, line := range strings.SplitAfter(text, "\n") {
		trimmed := strings.TrimLeft(line, " ")
		switch {
		case fence == "" && (strings.HasPrefix(trimmed, "```") || strings.HasPrefix(trimmed, "~~~")):
			fence = trimmed[:3]
		case fence != "" && strings.HasPrefix(trimmed, fence):
			fence = ""
		case fence == "":
			b.WriteString(line)
			continue
		}
		if strings.HasSuffix(line, "\n") {
			b.WriteString("\n")
		}
	}
	return codeSpan.ReplaceAllStringFunc(b.String(), func(s string) string {
		return strings.Repeat("\n", strings.Count(s, "\n"))
	})
}

var (
	codeSpan   = regexp.MustCompile("(?s)``.*?``|`[^`]*`")
	inlineLink = regexp.MustCompile(`!?\[[^\]]*\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)`)
	refLink    = regexp.MustCompile(`(?m)^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)`)
	autoLink   = regexp.MustCompile(`<([a-zA-Z][a-zA-Z0-9+.-]*:[^>\s]*)>`)
	urlScheme  = regexp.MustCompile(`^[a-zA-Z][a-zA-Z0-9+.-]*:`)
	atxHeading = regexp.MustCompile(`^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$`)
	linkInText = regexp.MustCompile(`\[([^\]]*)\]\([^)]*\)`)
)

// headingAnchors are the anchors GitHub gives a Markdown file's headings: the heading's text
// (links as their text, no code marks or emphasis) in lower case, without punctuation, spaces
// as hyphens; a repeated one gets -1, -2, ...
func headingAnchors(text string) map[string]bool {
	anchors := map[string]bool{}
	seen := map[string]int{}
	fence := ""
	for _, line := range strings.Split(text, "\n") {
		trimmed := strings.TrimLeft(line, " ")
		if fence == "" && (strings.HasPrefix(trimmed, "```") || strings.HasPrefix(trimmed, "~~~")) {
			fence = trimmed[:3]
			continue
		}
		if fence != "" {
			if strings.HasPrefix(trimmed, fence) {
				fence = ""
			}
			continue
		}
		m := atxHeading.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		title := linkInText.ReplaceAllString(m[1], "$1")
		var slug strings.Builder
		for _, r := range strings.ToLower(title) {
			switch {
			case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '_':
				slug.WriteRune(r)
			case r == ' ':
				slug.WriteRune('-')
			}
		}
		s := slug.String()
		if n := seen[s]; n > 0 {
			anchors[fmt.Sprintf("%s-%d", s, n)] = true
		} else {
			anchors[s] = true
		}
		seen[s]++
	}
	return anchors
}

// A relative link of a Markdown file names a file or directory of the repository, and a heading
// of it when it names an anchor; no link leaves the repository (no URL, no absolute path, no
// path above the root).
func TestDocsLinksResolveInsideTheRepository(t *testing.T) {
	files := markdownFiles(t)
	anchorsOf := map[string]map[string]bool{}
	anchors := func(rel string) map[string]bool {
		if a, ok := anchorsOf[rel]; ok {
			return a
		}
		text, err := os.ReadFile(filepath.Join(repoRoot, rel))
		require.NoError(t, err)
		anchorsOf[rel] = headingAnchors(string(text))
		return anchorsOf[rel]
	}
	links := 0
	for _, file := range files {
		text, err := os.ReadFile(filepath.Join(repoRoot, file))
		require.NoError(t, err)
		prose := markdownProse(string(text))
		var targets [][2]int // the target's start and end in prose
		for _, re := range []*regexp.Regexp{inlineLink, refLink, autoLink} {
			for _, m := range re.FindAllStringSubmatchIndex(prose, -1) {
				targets = append(targets, [2]int{m[2], m[3]})
			}
		}
		for _, at := range targets {
			links++
			target := prose[at[0]:at[1]]
			where := fmt.Sprintf("%s:%d: link %q", file, 1+strings.Count(prose[:at[0]], "\n"), target)
			if urlScheme.MatchString(target) || strings.HasPrefix(target, "/") || strings.HasPrefix(target, `\`) {
				t.Errorf("%s leaves the repository: link to a file of the repository instead", where)
				continue
			}
			path, anchor, _ := strings.Cut(target, "#")
			rel := file
			if path != "" {
				rel = filepath.ToSlash(filepath.Clean(filepath.Join(filepath.Dir(file), path)))
			}
			if rel == ".." || strings.HasPrefix(rel, "../") {
				t.Errorf("%s leaves the repository", where)
				continue
			}
			info, err := os.Stat(filepath.Join(repoRoot, rel))
			if os.IsNotExist(err) {
				t.Errorf("%s: %s does not exist", where, rel)
				continue
			}
			require.NoError(t, err)
			if anchor != "" && !info.IsDir() && strings.HasSuffix(rel, ".md") && !anchors(rel)[anchor] {
				t.Errorf("%s: %s has no heading whose anchor is #%s", where, rel, anchor)
			}
		}
	}
	require.Greater(t, links, 50, "the checker finds the links")
}

// The README lists every page of docs/, so that each task's page can be found from it.
func TestDocsPagesAreListedInTheReadme(t *testing.T) {
	text, err := os.ReadFile(filepath.Join(repoRoot, "README.md"))
	require.NoError(t, err)
	pages, err := filepath.Glob(filepath.Join(repoRoot, "docs", "*.md"))
	require.NoError(t, err)
	require.NotEmpty(t, pages)
	for _, p := range pages {
		link := "(docs/" + filepath.Base(p) + ")"
		require.Contains(t, string(text), link, "README.md links docs/%s", filepath.Base(p))
	}
}

// outsideDocument matches a citation of a document that is not in the repository: the
// platform's notes, the external interface specification, or the shared folder beside the
// repository (the repository's documents stand on their own).
var outsideDocument = regexp.MustCompile(`\.\./shared\b|(?i:\bplatform\.md\b)|(?i:\bspec\.md\b)|\bSPEC\b`)

// outsideInterface matches prose that leans on that specification or on the live service's
// documentation instead of stating the behaviour: "the interface's exact messages", "where the
// interface leaves a detail open", "the live docs' name". Only documents and the OpenAPI
// document are held to it, since Go comments may speak of a Go interface's methods.
var outsideInterface = regexp.MustCompile(`(?i)\bthe\s+interface(?:'s|\s+leaves)|\blive\s+docs\b`)

// No document, OpenAPI description or source comment of the repository cites a document that
// is outside it.
func TestDocsCiteNothingOutsideTheRepository(t *testing.T) {
	exts := []string{".md", ".go", ".yaml", ".yml", ".sol", ".ts", ".js", ".cfg", ".sh"}
	files := repoFiles(t, func(rel string) bool {
		base := filepath.Base(rel)
		return slices.Contains(exts, filepath.Ext(rel)) || base == "Makefile" || base == "Dockerfile" || rel == ".ci/run"
	})
	require.Contains(t, files, "internal/service/openapi/openapi.yaml")
	require.Contains(t, files, "README.md")
	require.Contains(t, files, ".ci/run")
	for _, file := range files {
		text, err := os.ReadFile(filepath.Join(repoRoot, file))
		require.NoError(t, err)
		for _, m := range outsideDocument.FindAllIndex(text, -1) {
			t.Errorf("%s:%d: %q cites a document outside the repository: say what it meant, or link a file of the repository",
				file, 1+strings.Count(string(text[:m[0]]), "\n"), text[m[0]:m[1]])
		}
		if !slices.Contains([]string{".md", ".yaml", ".yml"}, filepath.Ext(file)) {
			continue
		}
		for _, m := range outsideInterface.FindAllIndex(text, -1) {
			t.Errorf("%s:%d: %q leans on an interface document outside the repository: state the behaviour itself",
				file, 1+strings.Count(string(text[:m[0]]), "\n"), text[m[0]:m[1]])
		}
	}
}
