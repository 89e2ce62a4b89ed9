package api

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/service/openapi"
)

// docs/api.md's table of money and price fields names every money or price field of every
// answer in the OpenAPI document (a property typed DecimalString, Wei or DepositAmount, in a
// schema that is not a request), and only those; each field the table calls rounded has its
// exact value beside it (`…Exact`) in every schema that has it.
func TestMoneyFieldsFollowTheVocabulary(t *testing.T) {
	table := vocabularyTable(t)
	var doc struct {
		Components struct {
			Schemas map[string]json.RawMessage `json:"schemas"`
		} `json:"components"`
	}
	require.NoError(t, json.Unmarshal(openapi.Document(), &doc))
	inDoc := map[string][]string{} // field -> schemas
	for name, raw := range doc.Components.Schemas {
		if strings.HasSuffix(name, "Request") {
			continue
		}
		var sch map[string]any
		require.NoError(t, json.Unmarshal(raw, &sch))
		moneyFields(sch, func(props map[string]any, field string) {
			if strings.HasSuffix(field, "Exact") {
				return
			}
			inDoc[field] = append(inDoc[field], name)
			if table[field] {
				_, ok := props[field+"Exact"]
				require.True(t, ok, "%s.%s is rounded: %sExact must be beside it", name, field, field)
			}
		})
	}
	var docNames, tableNames []string
	for f := range inDoc {
		docNames = append(docNames, f)
	}
	for f := range table {
		tableNames = append(tableNames, f)
	}
	sort.Strings(docNames)
	sort.Strings(tableNames)
	require.Equal(t, docNames, tableNames, "the money fields of the document and of docs/api.md's table")
}

// vocabularyTable is docs/api.md's table of money and price fields: each field, and whether it
// is rounded.
func vocabularyTable(t *testing.T) map[string]bool {
	t.Helper()
	text, err := os.ReadFile(filepath.Join("..", "..", "..", "docs", "api.md"))
	require.NoError(t, err)
	_, section, ok := strings.Cut(string(text), "## Money and price fields\n")
	require.True(t, ok, "docs/api.md has its money fields table")
	section, _, _ = strings.Cut(section, "\n## ")
	row := regexp.MustCompile("(?m)^\\| `([A-Za-z]+)` \\| [^|]+ \\| ([^|]+) \\|")
	out := map[string]bool{}
	for _, m := range row.FindAllStringSubmatch(section, -1) {
		out[m[1]] = strings.HasPrefix(m[2], "rounded")
	}
	require.NotEmpty(t, out)
	return out
}

// moneyFields calls f for each property of sch (and of its nested objects and arrays) typed
// DecimalString, Wei or DepositAmount, or named …Units (base units beside a decimal amount), with
// the properties it sits among.
func moneyFields(sch map[string]any, f func(props map[string]any, field string)) {
	props, _ := sch["properties"].(map[string]any)
	for name, p := range props {
		ps, _ := p.(map[string]any)
		ref, _ := ps["$ref"].(string)
		units := strings.HasSuffix(name, "Units") && ps["pattern"] != nil // an amount in base units, beside its decimal
		if strings.HasSuffix(ref, "/DecimalString") || strings.HasSuffix(ref, "/Wei") || strings.HasSuffix(ref, "/DepositAmount") || units {
			f(props, name)
		}
		moneyFields(ps, f)
	}
	for _, k := range []string{"items", "additionalProperties"} {
		if inner, ok := sch[k].(map[string]any); ok {
			moneyFields(inner, f)
		}
	}
	for _, k := range []string{"allOf", "oneOf", "anyOf"} {
		list, _ := sch[k].([]any)
		for _, s := range list {
			if inner, ok := s.(map[string]any); ok {
				moneyFields(inner, f)
			}
		}
	}
}
