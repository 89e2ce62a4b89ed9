// Package openapi holds tradeprep's OpenAPI 3.1 document: hand-maintained YAML
// (openapi.yaml), embedded in the binary and served as JSON. It does not import the HTTP
// layer; internal/service/api checks that info.version equals api.Version and validates real
// responses against the document.
package openapi

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"strconv"
	"sync"

	"go.yaml.in/yaml/v3"
)

//go:embed openapi.yaml
var source []byte

// YAML returns the document as written.
func YAML() []byte { return bytes.Clone(source) }

var document = sync.OnceValues(func() ([]byte, error) { return toJSON(source) })

// Document returns the document as JSON, keys in the order they are written. It panics if
// the embedded YAML cannot be converted, which the package's tests rule out.
func Document() []byte {
	b, err := document()
	if err != nil {
		panic("openapi: embedded document: " + err.Error())
	}
	return bytes.Clone(b)
}

// toJSON converts YAML to JSON, keeping the order of mapping keys (a map would sort them,
// and the order of paths and fields is part of what a reader sees).
func toJSON(src []byte) ([]byte, error) {
	var root yaml.Node
	if err := yaml.Unmarshal(src, &root); err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := writeNode(&buf, &root); err != nil {
		return nil, err
	}
	var out bytes.Buffer
	if err := json.Indent(&out, buf.Bytes(), "", "  "); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

func writeNode(buf *bytes.Buffer, n *yaml.Node) error {
	switch n.Kind {
	case yaml.DocumentNode:
		if len(n.Content) != 1 {
			return fmt.Errorf("line %d: expected one document", n.Line)
		}
		return writeNode(buf, n.Content[0])
	case yaml.AliasNode:
		return writeNode(buf, n.Alias)
	case yaml.MappingNode:
		buf.WriteByte('{')
		seen := map[string]bool{}
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			if k.Kind != yaml.ScalarNode || k.Tag == "!!merge" {
				return fmt.Errorf("line %d: mapping keys must be plain scalars", k.Line)
			}
			if seen[k.Value] {
				return fmt.Errorf("line %d: duplicate key %q", k.Line, k.Value)
			}
			seen[k.Value] = true
			if i > 0 {
				buf.WriteByte(',')
			}
			writeString(buf, k.Value)
			buf.WriteByte(':')
			if err := writeNode(buf, v); err != nil {
				return err
			}
		}
		buf.WriteByte('}')
		return nil
	case yaml.SequenceNode:
		buf.WriteByte('[')
		for i, c := range n.Content {
			if i > 0 {
				buf.WriteByte(',')
			}
			if err := writeNode(buf, c); err != nil {
				return err
			}
		}
		buf.WriteByte(']')
		return nil
	case yaml.ScalarNode:
		return writeScalar(buf, n)
	}
	return fmt.Errorf("line %d: unsupported YAML node", n.Line)
}

func writeScalar(buf *bytes.Buffer, n *yaml.Node) error {
	switch n.ShortTag() {
	case "!!null":
		buf.WriteString("null")
	case "!!bool":
		b, err := strconv.ParseBool(n.Value)
		if err != nil {
			var v bool
			if err := n.Decode(&v); err != nil {
				return fmt.Errorf("line %d: %w", n.Line, err)
			}
			b = v
		}
		buf.WriteString(strconv.FormatBool(b))
	case "!!int", "!!float":
		// only JSON's number grammar; YAML's 0x10, 1_000 or .inf would be ambiguous
		if !json.Valid([]byte(n.Value)) {
			return fmt.Errorf("line %d: %q is not a JSON number; quote it if it is text", n.Line, n.Value)
		}
		buf.WriteString(n.Value)
	case "!!str":
		writeString(buf, n.Value)
	default:
		return fmt.Errorf("line %d: unsupported YAML tag %s", n.Line, n.ShortTag())
	}
	return nil
}

// writeString writes s as a JSON string, leaving <, > and & readable.
func writeString(buf *bytes.Buffer, s string) {
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)           // a string always encodes
	buf.Truncate(buf.Len() - 1) // Encode's newline
}
