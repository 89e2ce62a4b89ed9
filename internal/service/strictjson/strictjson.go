// Package strictjson checks a JSON request body before it is decoded into a struct, for what
// encoding/json lets through silently: a key that matches a field only case-insensitively
// (encoding/json takes "StopLoss" for stopLoss), a key given twice (encoding/json keeps the
// last, a proxy or another parser may keep the first), and anything after the object. Each is an
// error naming the key, so that the trade a user reviewed is the one decoded. Unknown keys get
// the nearest known field as a hint.
package strictjson

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"reflect"
	"slices"
	"sort"
	"strings"
)

// Error is a body the check refuses: Key names the offending key ("" for a body-wide problem),
// Suggestion the field meant, when one is near.
type Error struct {
	Kind       Kind
	Key        string
	Suggestion string
	Query      bool // a URL query parameter, not a JSON key
	Count      int  // Duplicate: how many times
}

// Kind of refusal.
type Kind int

// Kinds.
const (
	CaseMismatch Kind = iota + 1 // the key matches a field only when case is ignored
	Duplicate                    // the key appears twice
	Unknown                      // the key is no field
	Trailing                     // data after the object
	NotObject                    // the body is not one JSON object
)

func (e *Error) Error() string {
	if e.Query {
		switch e.Kind {
		case Duplicate:
			return fmt.Sprintf("query parameter %q is given %d times; give it once", e.Key, e.Count)
		case Unknown:
			if e.Suggestion != "" {
				return fmt.Sprintf("unknown query parameter %q: did you mean %q?", e.Key, e.Suggestion)
			}
			return fmt.Sprintf("unknown query parameter %q", e.Key)
		}
	}
	switch e.Kind {
	case CaseMismatch:
		return fmt.Sprintf("unknown field %q: keys are case-sensitive, did you mean %q?", e.Key, e.Suggestion)
	case Duplicate:
		return fmt.Sprintf("field %q appears more than once", e.Key)
	case Unknown:
		if e.Suggestion != "" {
			return fmt.Sprintf("unknown field %q: did you mean %q?", e.Key, e.Suggestion)
		}
		return fmt.Sprintf("unknown field %q", e.Key)
	case Trailing:
		return "request body must hold exactly one JSON object, with nothing after it"
	}
	return "request body must be a JSON object"
}

// Details are the error body's extra fields: the field meant, when one is near.
func (e *Error) Details() map[string]any {
	if e.Suggestion == "" {
		return nil
	}
	return map[string]any{"didYouMean": e.Suggestion}
}

// Fields are the JSON names of a struct type's fields (its json tags, or field names).
func Fields(v any) []string {
	t := reflect.TypeOf(v)
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	var out []string
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		switch name {
		case "-":
			continue
		case "":
			name = f.Name
		}
		out = append(out, name)
	}
	return out
}

// Query refuses a URL query parameter that is none of allowed (with the one meant when one is
// near) or that is given more than once: ?address=A&address=B never silently means A. The
// parameters are looked at in sorted order, so the answer names the same one every time.
func Query(values url.Values, allowed []string) error {
	keys := make([]string, 0, len(values))
	for k := range values {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if !slices.Contains(allowed, k) {
			return &Error{Kind: Unknown, Key: k, Suggestion: Nearest(k, allowed), Query: true}
		}
		if n := len(values[k]); n > 1 {
			return &Error{Kind: Duplicate, Key: k, Query: true, Count: n}
		}
	}
	return nil
}

// Check scans body, which must be one JSON object with nothing after it, and refuses a top-level
// key that is given twice, that matches one of fields only case-insensitively, or that is none of
// them. Nested values are not looked into (they are decoded by their own rules). A body that is no
// valid JSON is left to the decoder to describe: Check returns nil for it.
func Check(body []byte, fields []string) error {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	tok, err := dec.Token()
	if err != nil {
		return nil
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return &Error{Kind: NotObject}
	}
	known := map[string]bool{}
	for _, f := range fields {
		known[f] = true
	}
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil
		}
		key, _ := tok.(string)
		if seen[key] {
			return &Error{Kind: Duplicate, Key: key}
		}
		seen[key] = true
		if !known[key] {
			for _, f := range fields {
				if strings.EqualFold(f, key) {
					return &Error{Kind: CaseMismatch, Key: key, Suggestion: f}
				}
			}
			return &Error{Kind: Unknown, Key: key, Suggestion: Nearest(key, fields)}
		}
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return nil
		}
	}
	if _, err := dec.Token(); err != nil { // the closing brace
		return nil
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return &Error{Kind: Trailing}
	}
	return nil
}

// Nearest is the field closest to key, "" when none is close: one that contains key or is
// contained in it (case ignored), or whose letters include key's in order (stopPrice in stopMarketPrice), else the
// one at the smallest edit distance if that is at most a third of the key's length.
func Nearest(key string, fields []string) string {
	lk := strings.ToLower(key)
	type cand struct {
		f    string
		cost int
	}
	var cs []cand
	for _, f := range fields {
		lf := strings.ToLower(f)
		switch {
		case strings.Contains(lf, lk) || strings.Contains(lk, lf):
			cs = append(cs, cand{f, 0})
		case subsequence(lk, lf):
			cs = append(cs, cand{f, 1})
		default:
			if d := distance(lk, lf); d*3 <= len(lk) {
				cs = append(cs, cand{f, 1 + d})
			}
		}
	}
	if len(cs) == 0 {
		return ""
	}
	sort.SliceStable(cs, func(i, j int) bool {
		if cs[i].cost != cs[j].cost {
			return cs[i].cost < cs[j].cost
		}
		return abs(len(cs[i].f)-len(key)) < abs(len(cs[j].f)-len(key))
	})
	return cs[0].f
}

// subsequence: every letter of a, in order, in b (stopprice in stopmarketprice), a at least 4
// letters.
func subsequence(a, b string) bool {
	if len(a) < 4 {
		return false
	}
	i := 0
	for j := 0; j < len(b) && i < len(a); j++ {
		if a[i] == b[j] {
			i++
		}
	}
	return i == len(a)
}

// distance is the Levenshtein distance of a and b.
func distance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			c := prev[j-1]
			if a[i-1] != b[j-1] {
				c++
			}
			cur[j] = min(c, prev[j]+1, cur[j-1]+1)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
