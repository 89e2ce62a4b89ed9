package strictjson

import (
	"errors"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"
)

type order struct {
	StopLoss        string `json:"stopLoss"`
	StopMarketPrice string `json:"stopMarketPrice"`
	LimitPrice      string `json:"limitPrice"`
	UserAddress     string `json:"userAddress"`
	Ignored         string `json:"-"`
	hidden          string //lint:ignore U1000 an unexported field, which is not a JSON field
}

func TestFieldsAreTheJSONNames(t *testing.T) {
	require.Equal(t, []string{"stopLoss", "stopMarketPrice", "limitPrice", "userAddress"}, Fields(&order{}))
}

// What encoding/json lets through is refused, naming the key: a key that matches only when
// case is ignored (it would set stopLoss), a duplicate key (it would keep the last value),
// data after the object; an unknown key gets the field meant.
func TestCheckRefusesWhatEncodingJSONLetsThrough(t *testing.T) {
	fields := Fields(order{})
	for _, c := range []struct {
		body       string
		kind       Kind
		key, means string
	}{
		{`{"StopLoss":"3000"}`, CaseMismatch, "StopLoss", "stopLoss"},
		{`{"stoploss":"3000"}`, CaseMismatch, "stoploss", "stopLoss"},
		{`{"stopLoss":"3000","stopLoss":"1"}`, Duplicate, "stopLoss", ""},
		{`{"limitPrice":"1","userAddress":"0x1","limitPrice":"2"}`, Duplicate, "limitPrice", ""},
		{`{"stopLoss":"3000"} {"stopLoss":"1"}`, Trailing, "", ""},
		{`{"stopLoss":"3000"}x`, Trailing, "", ""},
		{`{"stopPrice":"3000"}`, Unknown, "stopPrice", "stopMarketPrice"},
		{`{"limitPric":"3000"}`, Unknown, "limitPric", "limitPrice"},
		{`{"user":"0x1"}`, Unknown, "user", "userAddress"},
		{`{"zzz":"1"}`, Unknown, "zzz", ""},
		{`[1]`, NotObject, "", ""},
	} {
		err := Check([]byte(c.body), fields)
		var e *Error
		require.True(t, errors.As(err, &e), "%s: %v", c.body, err)
		require.Equal(t, c.kind, e.Kind, c.body)
		require.Equal(t, c.key, e.Key, c.body)
		require.Equal(t, c.means, e.Suggestion, c.body)
		if c.key != "" {
			require.Contains(t, e.Error(), c.key)
		}
	}
}

func TestCheckPassesAStrictBodyAndLeavesSyntaxToTheDecoder(t *testing.T) {
	fields := Fields(order{})
	for _, body := range []string{
		`{}`, `{"stopLoss":"3000","limitPrice":{"nested":{"StopLoss":1,"a":1,"a":2}}}`, " {\"userAddress\":\"0x1\"} \n",
		`{"stopLoss":`, `not json`, ``,
	} {
		require.NoError(t, Check([]byte(body), fields), body)
	}
}

func FuzzCheck(f *testing.F) {
	for _, s := range []string{`{"stopLoss":"1"}`, `{"StopLoss":1,"stopLoss":2}`, `{"a":[1,{"b":2}]} 1`} {
		f.Add([]byte(s))
	}
	fields := Fields(order{})
	f.Fuzz(func(t *testing.T, body []byte) {
		err := Check(body, fields)
		var e *Error
		if err != nil && !errors.As(err, &e) {
			t.Fatalf("%q: %v is no *Error", body, err)
		}
	})
}

func TestQueryRefusesUnknownAndRepeatedParameters(t *testing.T) {
	allowed := []string{"address", "status"}
	require.NoError(t, Query(url.Values{"address": {"0x1"}, "status": {"open"}}, allowed))
	require.NoError(t, Query(url.Values{}, nil))
	var e *Error
	require.True(t, errors.As(Query(url.Values{"address": {"0xA", "0xB"}}, allowed), &e))
	require.Equal(t, Duplicate, e.Kind)
	require.Equal(t, "address", e.Key)
	require.Equal(t, `query parameter "address" is given 2 times; give it once`, e.Error())
	require.True(t, errors.As(Query(url.Values{"adress": {"0xA"}}, allowed), &e))
	require.Equal(t, Unknown, e.Kind)
	require.Equal(t, "address", e.Suggestion)
	require.Contains(t, e.Error(), `unknown query parameter "adress": did you mean "address"?`)
	require.True(t, errors.As(Query(url.Values{"cachebust": {"1"}}, nil), &e), "a route without parameters takes none")
	require.Equal(t, "", e.Suggestion)
}
