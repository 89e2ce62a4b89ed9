package openapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/pb33f/libopenapi"
	validator "github.com/pb33f/libopenapi-validator"
	"github.com/stretchr/testify/require"
)

func decoded(t *testing.T) map[string]any {
	t.Helper()
	var doc map[string]any
	require.NoError(t, json.Unmarshal(Document(), &doc))
	return doc
}

// The document is OpenAPI 3.1 and valid against the OpenAPI 3.1 schema, and libopenapi builds
// its model (every reference resolves).
func TestDocumentIsValidOpenAPI31(t *testing.T) {
	doc, err := libopenapi.NewDocument(Document())
	require.NoError(t, err)
	require.Equal(t, "3.1.0", doc.GetVersion())
	v, errs := validator.NewValidator(doc)
	require.Empty(t, errs)
	ok, verrs := v.ValidateDocument()
	for _, e := range verrs {
		t.Errorf("%s: %s", e.Message, e.Reason)
		for _, se := range e.SchemaValidationErrors {
			t.Errorf("  %s at %s (%s)", se.Reason, se.FieldPath, se.KeywordLocation)
		}
	}
	require.True(t, ok)
	model, err := doc.BuildV3Model()
	require.NoError(t, err)
	require.NotNil(t, model.Model.Paths)
}

// Every local $ref points at something that exists.
func TestEveryReferenceResolves(t *testing.T) {
	doc := decoded(t)
	var walk func(path string, v any)
	n := 0
	walk = func(path string, v any) {
		switch x := v.(type) {
		case map[string]any:
			for k, c := range x {
				if k == "$ref" {
					ref, _ := c.(string)
					require.True(t, strings.HasPrefix(ref, "#/"), "%s: only local references: %s", path, ref)
					require.NotNil(t, pointer(doc, ref), "%s: %s does not resolve", path, ref)
					n++
				}
				walk(path+"/"+k, c)
			}
		case []any:
			for i, c := range x {
				walk(fmt.Sprintf("%s/%d", path, i), c)
			}
		}
	}
	walk("#", doc)
	require.Greater(t, n, 50)
}

// Every component is used: a schema nobody references is a shape nobody checks.
func TestEveryComponentIsReferenced(t *testing.T) {
	text := string(Document())
	doc := decoded(t)
	for kind, group := range doc["components"].(map[string]any) {
		for name := range group.(map[string]any) {
			ref := fmt.Sprintf(`"#/components/%s/%s"`, kind, name)
			require.True(t, strings.Contains(text, ref), "component %s/%s is never referenced", kind, name)
		}
	}
}

func pointer(doc any, ref string) any {
	cur := doc
	for _, part := range strings.Split(strings.TrimPrefix(ref, "#/"), "/") {
		part = strings.ReplaceAll(strings.ReplaceAll(part, "~1", "/"), "~0", "~")
		m, ok := cur.(map[string]any)
		if !ok {
			return nil
		}
		cur = m[part]
	}
	return cur
}

// The JSON keeps the order the YAML is written in (paths, fields), and readable text.
func TestDocumentKeepsOrder(t *testing.T) {
	d := Document()
	require.True(t, bytes.HasPrefix(d, []byte("{\n  \"openapi\": \"3.1.0\"")), string(d[:40]))
	order := []string{`"/api/newposition"`, `"/api/closeposition"`, `"/api/crosschaindeposit"`, `"/api/referrals"`, `"/api/markets"`, `"/healthz"`}
	last := -1
	for _, p := range order {
		i := bytes.Index(d, []byte(p))
		require.Greater(t, i, last, p)
		last = i
	}
	require.Contains(t, string(d), "`<BASE>/<QUOTE>`", "no HTML escaping of < and >")
	// a copy: callers cannot change the served document
	d[0] = 'x'
	require.Equal(t, byte('{'), Document()[0])
}

func TestToJSON(t *testing.T) {
	for _, c := range []struct{ in, out string }{
		{"a: 1\nb: [x, 'y', true, null, 1.5]\nc: {d: \"<e>\"}", `{"a":1,"b":["x","y",true,null,1.5],"c":{"d":"<e>"}}`},
		{"z: 1\na: 2", `{"z":1,"a":2}`},
		{"a: &x {b: 1}\nc: *x", `{"a":{"b":1},"c":{"b":1}}`},
		{"'200': ok", `{"200":"ok"}`},
	} {
		got, err := toJSON([]byte(c.in))
		require.NoError(t, err, c.in)
		var compact bytes.Buffer
		require.NoError(t, json.Compact(&compact, got))
		require.Equal(t, c.out, compact.String(), c.in)
	}
	for _, bad := range []string{"a: 1\na: 2", "a: 0x10", "a: 1_000", "a: .inf", "a: 2026-01-02", "? [a]\n: 1", "a: [\n"} {
		_, err := toJSON([]byte(bad))
		require.Error(t, err, bad)
	}
}

// The document check is not vacuous: a response without its required description fails.
func TestDocumentValidationCatchesAnInvalidDocument(t *testing.T) {
	broken := bytes.Replace(Document(), []byte(`"description": "The account's balances."`), []byte(`"summary": "The account's balances."`), 1)
	require.NotEqual(t, Document(), broken)
	doc, err := libopenapi.NewDocument(broken)
	require.NoError(t, err)
	v, errs := validator.NewValidator(doc)
	require.Empty(t, errs)
	ok, verrs := v.ValidateDocument()
	require.False(t, ok)
	require.NotEmpty(t, verrs)
}
