package jsonrpc

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// gethMessage is go-ethereum's jsonrpcMessage, as its client decodes a batch's answer.
type gethMessage struct {
	Version string          `json:"jsonrpc,omitempty"`
	ID      json.RawMessage `json:"id,omitempty"`
	Method  string          `json:"method,omitempty"`
	Params  json.RawMessage `json:"params,omitempty"`
	Error   json.RawMessage `json:"error,omitempty"`
	Result  json.RawMessage `json:"result,omitempty"`
}

// FuzzEnvelope reads answers as go-ethereum's client reads them (encoding/json's Decoder, the
// first value, into its messages) and as envelope does, in process and so far faster than
// FuzzAgainstGoEthereum: the same answers fail, and the others give the same messages with the
// same members, byte for byte. Its seeds are FuzzAgainstGoEthereum's, real nodes' answers.
func FuzzEnvelope(f *testing.F) {
	dir := filepath.Join("testdata", "fuzz", "FuzzAgainstGoEthereum")
	entries, err := os.ReadDir(dir)
	require.NoError(f, err)
	for _, e := range entries {
		text, err := os.ReadFile(filepath.Join(dir, e.Name()))
		require.NoError(f, err)
		lines := strings.SplitN(string(text), "\n", 4)
		if len(lines) < 3 {
			continue
		}
		body, err := strconv.Unquote(strings.TrimSuffix(strings.TrimPrefix(lines[2], "[]byte("), ")"))
		require.NoError(f, err)
		f.Add([]byte(body))
	}
	for _, s := range []string{`[{"ıd":1,"reſult":2,"ERROR":3,"\u0069d":4,"\u212Aey":5}]`, `[{"jsonrpc":1}]`, `[{"method":null,"id":[1,{"a":-0.5e+7}]}]`, `nullx`, `[1]`, `[null,{}]`, `{"id":1}`, "[{\"\xff\":1}]"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		var want []*gethMessage
		wantErr := json.NewDecoder(bytes.NewReader(body)).Decode(&want)
		got, err := envelope(body)
		require.Equal(t, wantErr == nil, err == nil, "encoding/json: %v, envelope: %v", wantErr, err)
		if err != nil {
			return
		}
		var msgs []*gethMessage
		for _, m := range want {
			if m != nil {
				msgs = append(msgs, m)
			}
		}
		require.Len(t, got, len(msgs))
		for i, m := range msgs {
			for _, pair := range [][2][]byte{{m.ID, got[i].ID}, {m.Result, got[i].Result}, {m.Error, got[i].Error}} {
				require.Equal(t, pair[0] == nil, pair[1] == nil, "message %d", i)
				require.Equal(t, string(pair[0]), string(pair[1]), "message %d", i)
			}
		}
	})
}
