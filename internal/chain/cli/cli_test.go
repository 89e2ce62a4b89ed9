package cli

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestParseChainURLs(t *testing.T) {
	got, err := ParseChainURLs(" 10=http://a , 8453=http://b,,10=http://c?key=x=y ")
	require.NoError(t, err)
	require.Equal(t, map[uint64][]string{10: {"http://a", "http://c?key=x=y"}, 8453: {"http://b"}}, got,
		"a chain repeated adds nodes in order; the URL is what follows the first =")
	got, err = ParseChainURLs("")
	require.NoError(t, err)
	require.Empty(t, got)

	for _, bad := range []string{"10:http://a", "0=http://a", "-1=http://a", "x=http://a", "10=", "10= ", "=http://a", "10=http://a,8453"} {
		_, err := ParseChainURLs(bad)
		require.Error(t, err, bad)
		require.Regexp(t, `^want chainId=url,chainId=url; item \d is not chainId=url$`, err.Error(), bad)
		require.NotContains(t, err.Error(), "http://a", "a URL may hold an API key")
	}
}

func TestParseChainNumbers(t *testing.T) {
	got, err := ParseChainNumbers("10=5, 8453=0")
	require.NoError(t, err)
	require.Equal(t, map[uint64]uint64{10: 5, 8453: 0}, got)

	for bad, want := range map[string]string{
		"10=5,10=6":  "item 2 repeats chain 10",
		"10=x":       "want chainId=number,...; item 1 is not",
		"10=5,8453=": "want chainId=number,...; item 2 is not",
		"10=-1":      "want chainId=number,...; item 1 is not",
		"0=5":        "want chainId=number,...; item 1 is not",
		"10":         "want chainId=number,...; item 1 is not",
	} {
		_, err := ParseChainNumbers(bad)
		require.EqualError(t, err, want, bad)
	}
}
