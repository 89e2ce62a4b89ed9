package fixedpoint

import (
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestParseExact(t *testing.T) {
	cases := []struct {
		text     string
		decimals int32
		want     string
	}{
		{"0", 6, "0"},
		{"1", 6, "1000000"},
		{"1.5", 6, "1500000"},
		{"0.000001", 6, "1"},
		{"1.250000", 6, "1250000"},
		{"3e4", 0, "30000"},
		{"1.5E+2", 0, "150"},
		{"2500e-3", 1, "25"},
		{"64250.12", 30, "64250120000000000000000000000000000"},
		{"0.1", 30, "100000000000000000000000000000"},
		{"00012.30", 2, "1230"},
	}
	for _, c := range cases {
		got, err := Parse(c.text, c.decimals)
		require.NoError(t, err, c.text)
		require.Equal(t, c.want, got.String(), c.text)
	}
}

func TestParseRejects(t *testing.T) {
	cases := []struct {
		text     string
		decimals int32
		err      error
	}{
		{"", 6, ErrEmpty},
		{"   ", 6, ErrEmpty},
		{"abc", 6, ErrSyntax},
		{"1.", 6, ErrSyntax},
		{".5", 6, ErrSyntax},
		{"1e", 6, ErrSyntax},
		{"+1", 6, ErrSyntax},
		{"0x10", 6, ErrSyntax},
		{"1,5", 6, ErrSyntax},
		{"NaN", 6, ErrSyntax},
		{"Infinity", 6, ErrSyntax},
		{"-1", 6, ErrNegative},
		{"0.0000001", 6, ErrTooPrecise},
		{"1e-7", 6, ErrTooPrecise},
		{"1e999999999", 0, ErrExponent},
		{"1e-999999999", 0, ErrExponent},
		{strings.Repeat("9", 101), 0, ErrTooLong},
		{"1e78", 0, ErrTooLarge},
		{"115792089237316195423570985008687907853269984665640564039457584007913129639936", 0, ErrTooLarge},
	}
	for _, c := range cases {
		_, err := Parse(c.text, c.decimals)
		require.True(t, errors.Is(err, c.err), "%q: got %v, want %v", c.text, err, c.err)
	}
}

func TestParseMaxUint256(t *testing.T) {
	max := "115792089237316195423570985008687907853269984665640564039457584007913129639935"
	v, err := Parse(max, 0)
	require.NoError(t, err)
	require.Equal(t, max, v.String())
}

func TestFormat(t *testing.T) {
	cases := []struct {
		v        string
		decimals int32
		want     string
	}{
		{"0", 6, "0"},
		{"1", 6, "0.000001"},
		{"1500000", 6, "1.5"},
		{"64250120000000000000000000000000000", 30, "64250.12"},
		{"-2000000", 6, "-2"},
		{"123", 0, "123"},
	}
	for _, c := range cases {
		v, _ := new(big.Int).SetString(c.v, 10)
		require.Equal(t, c.want, Format(v, c.decimals))
	}
}

func FuzzRoundTrip(f *testing.F) {
	for _, s := range []string{"0", "1.5", "64250.12", "1e-6", "123456789.123456789"} {
		f.Add(s, int32(18))
	}
	f.Fuzz(func(t *testing.T, text string, decimals int32) {
		decimals = decimals % 31
		if decimals < 0 {
			decimals = -decimals
		}
		v, err := Parse(text, decimals)
		if err != nil {
			return
		}
		back, err := Parse(Format(v, decimals), decimals)
		if err != nil || back.Cmp(v) != 0 {
			t.Fatalf("round trip of %q at %d: %v -> %q -> %v (%v)", text, decimals, v, Format(v, decimals), back, err)
		}
	})
}

func TestFormatSignificant(t *testing.T) {
	for _, c := range []struct {
		in   string
		sig  int
		want string
	}{
		{"3403.421052631578947368421052631578", 10, "3403.421053"},
		{"3403.4210525", 10, "3403.421053"},  // half rounds away from zero
		{"3403.42105249", 10, "3403.421052"}, // below half rounds down
		{"97250.5", 10, "97250.5"},
		{"99999.999999999", 10, "100000"},
		{"123456789012345.678", 10, "123456789012346"}, // digits above the point are never cut
		{"0.000000000000000000000000000001", 10, "0.000000000000000000000000000001"},
		{"0.000123456789123456", 10, "0.0001234567891"},
		{"0", 10, "0"},
		{"12", 0, "12"},
	} {
		v := MustParse(c.in, 30)
		require.Equal(t, c.want, FormatSignificant(v, 30, c.sig), c.in)
		if c.want != "0" {
			require.Equal(t, "-"+c.want, FormatSignificant(new(big.Int).Neg(v), 30, c.sig), c.in)
		}
	}
	require.Equal(t, "-3403.421053", FormatSignificant(new(big.Int).Neg(MustParse("3403.4210525", 30)), 30, 10), "half rounds away from zero below zero too")
}
