package jsonrpc

import (
	stdjson "encoding/json"
	"errors"
	"unicode"
	"unicode/utf8"
)

// The envelope of an answer (the array of messages, each message's id, result and error) is
// read by hand, the results themselves by goccy/go-json. The profile says why: decoded by a
// library into json.RawMessage members, every result was copied twice (into the library's
// buffer, then into its RawMessage), a fifth of the bytes the service allocated per prepared
// order. Here a message's members are slices of the answer's own bytes, which live until the
// batch is decoded.
//
// It reads what go-ethereum's client reads, the same way: the first JSON value of the answer,
// which must be valid JSON throughout (encoding/json's grammar and its nesting limit); null (no
// messages) or an array of objects and nulls; members matched by encoding/json's rules (exact
// name, else case-folded, escapes decoded); a later duplicate member replacing an earlier one;
// "jsonrpc" and "method" strings or null; what follows the first value ignored. A message
// member present with the value null is the bytes null. FuzzAgainstGoEthereum holds it to that.

// errEnvelope is an answer that is not a JSON-RPC batch answer.
var errEnvelope = errors.New("jsonrpc: the answer is not an array of JSON-RPC messages")

// maxDepth is encoding/json's nesting limit.
const maxDepth = 10000

// message is one answer of a batch: each member nil when absent.
type message struct {
	ID, Result, Error []byte
}

// envelope reads the messages of body.
func envelope(body []byte) ([]message, error) {
	s := scanner{b: body}
	s.space()
	if s.i >= len(s.b) {
		return nil, errors.New("jsonrpc: empty answer")
	}
	switch s.b[s.i] {
	case 'n':
		if err := s.literal("null"); err != nil {
			return nil, err
		}
		return nil, nil // what follows is not read
	case '[':
	default:
		if _, err := s.value(0); err != nil {
			return nil, err
		}
		return nil, errEnvelope
	}
	s.i++
	var msgs []message
	s.space()
	if s.i < len(s.b) && s.b[s.i] == ']' {
		return msgs, nil
	}
	for {
		s.space()
		if s.i >= len(s.b) {
			return nil, s.syntax("in array")
		}
		switch s.b[s.i] {
		case '{':
			m, err := s.message()
			if err != nil {
				return nil, err
			}
			msgs = append(msgs, m)
		case 'n':
			if err := s.literal("null"); err != nil {
				return nil, err
			}
		default:
			if _, err := s.value(1); err != nil {
				return nil, err
			}
			return nil, errEnvelope
		}
		s.space()
		if more, err := s.next(']', "after array element"); err != nil {
			return nil, err
		} else if !more {
			return msgs, nil
		}
	}
}

type scanner struct {
	b []byte
	i int
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

func (s *scanner) space() {
	for s.i < len(s.b) && isSpace(s.b[s.i]) {
		s.i++
	}
}

func (s *scanner) syntax(where string) error {
	if s.i >= len(s.b) {
		return errors.New("jsonrpc: unexpected end of the answer")
	}
	return errors.New("jsonrpc: invalid character in the answer " + where)
}

// next reads what follows an element of an array or a member of an object, once spaces are
// passed: a comma (more: true) or the closing bracket (more: false). Either is consumed;
// anything else is an error, after says where. Small enough to be inlined.
func (s *scanner) next(closing byte, after string) (more bool, err error) {
	if s.i < len(s.b) {
		switch s.b[s.i] {
		case ',':
			s.i++
			return true, nil
		case closing:
			s.i++
			return false, nil
		}
	}
	return false, s.syntax(after)
}

// message reads one object of the array, at depth 2.
func (s *scanner) message() (message, error) {
	var m message
	s.i++ // {
	s.space()
	if s.i < len(s.b) && s.b[s.i] == '}' {
		s.i++
		return m, nil
	}
	for {
		s.space()
		if s.i >= len(s.b) || s.b[s.i] != '"' {
			return m, s.syntax("looking for the beginning of an object key")
		}
		start := s.i
		escaped, err := s.str()
		if err != nil {
			return m, err
		}
		key := s.b[start:s.i]
		s.space()
		if s.i >= len(s.b) || s.b[s.i] != ':' {
			return m, s.syntax("after object key")
		}
		s.i++
		s.space()
		v, err := s.value(2)
		if err != nil {
			return m, err
		}
		switch member(key, escaped) {
		case "ID":
			m.ID = v
		case "RESULT":
			m.Result = v
		case "ERROR":
			m.Error = v
		case "JSONRPC", "METHOD":
			if v[0] != '"' && v[0] != 'n' {
				return m, errEnvelope // a string member of another type
			}
		}
		s.space()
		if more, err := s.next('}', "after object key:value pair"); !more {
			return m, err
		}
	}
}

// member is a key (quoted, as in the answer) folded as encoding/json folds a key to match it
// with a struct field: decoded, ASCII letters upper-cased, any other rune replaced by the
// smallest of its simple case folds.
func member(quoted []byte, escaped bool) string {
	raw := quoted[1 : len(quoted)-1]
	if escaped || !ascii(raw) {
		var key string
		if stdjson.Unmarshal(quoted, &key) != nil {
			return ""
		}
		raw = []byte(key)
	}
	var buf [16]byte
	out := buf[:0]
	for i := 0; i < len(raw); {
		if c := raw[i]; c < utf8.RuneSelf {
			if 'a' <= c && c <= 'z' {
				c -= 'a' - 'A'
			}
			out = append(out, c)
			i++
			continue
		}
		r, n := utf8.DecodeRune(raw[i:])
		out = utf8.AppendRune(out, foldRune(r))
		i += n
	}
	return string(out)
}

// foldRune is encoding/json's: the smallest rune of r's simple case-folding orbit.
func foldRune(r rune) rune {
	for {
		r2 := unicode.SimpleFold(r)
		if r2 <= r {
			return r2
		}
		r = r2
	}
}

func ascii(b []byte) bool {
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// value skips one JSON value at s.i, checking it, inside depth enclosing arrays and objects,
// and returns its bytes.
func (s *scanner) value(depth int) ([]byte, error) {
	start := s.i
	if s.i >= len(s.b) {
		return nil, s.syntax("looking for the beginning of a value")
	}
	switch c := s.b[s.i]; {
	case c == '"':
		if _, err := s.str(); err != nil {
			return nil, err
		}
	case c == '{' || c == '[':
		if depth+1 > maxDepth {
			return nil, errors.New("jsonrpc: the answer exceeds the maximum nesting depth")
		}
		closing := byte('}')
		if c == '[' {
			closing = ']'
		}
		s.i++
		s.space()
		if s.i < len(s.b) && s.b[s.i] == closing {
			s.i++
			break
		}
		for {
			s.space()
			if c == '{' {
				if s.i >= len(s.b) || s.b[s.i] != '"' {
					return nil, s.syntax("looking for the beginning of an object key")
				}
				if _, err := s.str(); err != nil {
					return nil, err
				}
				s.space()
				if s.i >= len(s.b) || s.b[s.i] != ':' {
					return nil, s.syntax("after object key")
				}
				s.i++
				s.space()
			}
			if _, err := s.value(depth + 1); err != nil {
				return nil, err
			}
			s.space()
			if more, err := s.next(closing, "after a member or element"); err != nil {
				return nil, err
			} else if !more {
				break
			}
		}
	case c == 't':
		if err := s.literal("true"); err != nil {
			return nil, err
		}
	case c == 'f':
		if err := s.literal("false"); err != nil {
			return nil, err
		}
	case c == 'n':
		if err := s.literal("null"); err != nil {
			return nil, err
		}
	case c == '-' || '0' <= c && c <= '9':
		if err := s.number(); err != nil {
			return nil, err
		}
	default:
		return nil, s.syntax("looking for the beginning of a value")
	}
	return s.b[start:s.i], nil
}

func (s *scanner) literal(word string) error {
	if len(s.b)-s.i < len(word) || string(s.b[s.i:s.i+len(word)]) != word {
		for j := 0; j < len(word) && s.i < len(s.b) && s.b[s.i] == word[j]; j++ {
			s.i++
		}
		return s.syntax("in literal " + word)
	}
	s.i += len(word)
	return nil
}

// str skips a string at s.i (its opening quote), checking its escapes and that it holds no
// control character, and reports whether it has escapes.
func (s *scanner) str() (escaped bool, err error) {
	s.i++
	for s.i < len(s.b) {
		// the bulk of an answer is long hex strings: skip plain bytes eight at a time
		for s.i+8 <= len(s.b) {
			w := s.b[s.i : s.i+8 : s.i+8]
			if !plain[w[0]] || !plain[w[1]] || !plain[w[2]] || !plain[w[3]] || !plain[w[4]] || !plain[w[5]] || !plain[w[6]] || !plain[w[7]] {
				break
			}
			s.i += 8
		}
		for s.i < len(s.b) && plain[s.b[s.i]] {
			s.i++
		}
		if s.i >= len(s.b) {
			break
		}
		c := s.b[s.i]
		switch {
		case c == '"':
			s.i++
			return escaped, nil
		case c < 0x20:
			return escaped, s.syntax("in string literal")
		case c == '\\':
			escaped = true
			s.i++
			if s.i >= len(s.b) {
				return escaped, s.syntax("in string escape code")
			}
			switch s.b[s.i] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				s.i++
			case 'u':
				s.i++
				for k := 0; k < 4; k++ {
					if s.i >= len(s.b) || !isHex(s.b[s.i]) {
						return escaped, s.syntax("in \\u hexadecimal character escape")
					}
					s.i++
				}
			default:
				return escaped, s.syntax("in string escape code")
			}
		default:
			s.i++
		}
	}
	return escaped, s.syntax("in string literal")
}

// plain are the bytes a string goes on with: not its end, an escape or a control character.
var plain = func() (t [256]bool) {
	for c := 0x20; c < 256; c++ {
		t[c] = c != '"' && c != '\\'
	}
	return t
}()

func isHex(c byte) bool { return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// number skips a number at s.i: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
func (s *scanner) number() error {
	if s.b[s.i] == '-' {
		s.i++
	}
	if s.i >= len(s.b) || !isDigit(s.b[s.i]) {
		return s.syntax("in numeric literal")
	}
	if s.b[s.i] == '0' {
		s.i++
	} else {
		for s.i < len(s.b) && isDigit(s.b[s.i]) {
			s.i++
		}
	}
	if s.i < len(s.b) && s.b[s.i] == '.' {
		s.i++
		if s.i >= len(s.b) || !isDigit(s.b[s.i]) {
			return s.syntax("after decimal point in numeric literal")
		}
		for s.i < len(s.b) && isDigit(s.b[s.i]) {
			s.i++
		}
	}
	if s.i < len(s.b) && (s.b[s.i] == 'e' || s.b[s.i] == 'E') {
		s.i++
		if s.i < len(s.b) && (s.b[s.i] == '+' || s.b[s.i] == '-') {
			s.i++
		}
		if s.i >= len(s.b) || !isDigit(s.b[s.i]) {
			return s.syntax("in exponent of numeric literal")
		}
		for s.i < len(s.b) && isDigit(s.b[s.i]) {
			s.i++
		}
	}
	return nil
}
