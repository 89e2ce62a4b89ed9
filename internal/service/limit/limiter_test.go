package limit

import (
	"net/netip"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestParseKeys(t *testing.T) {
	keys, err := ParseKeys(strings.NewReader("# name key rate burst\n\npartner-a  0123456789abcdef0123  200 400\nbot.b 0123456789ABCDEFxyz 0.5 1\n"))
	require.NoError(t, err)
	require.Equal(t, []APIKey{
		{Name: "partner-a", Secret: "0123456789abcdef0123", Rate: 200, Burst: 400},
		{Name: "bot.b", Secret: "0123456789ABCDEFxyz", Rate: 0.5, Burst: 1},
	}, keys)

	_, err = ParseKeys(strings.NewReader(strings.Join([]string{
		"a 0123456789abcdef 10",       // 1: three fields
		"b short 10 10",               // 2: key too short
		"c 0123456789abcdef 0 10",     // 3: rate 0
		"d 0123456789abcdeg 10 0",     // 4: burst 0
		"a 0123456789abcdeh 10 10",    // 5: ok
		"a 0123456789abcdei 10 10",    // 6: name again
		"e 0123456789abcdeh 10 10",    // 7: key again
		"f/g 0123456789abcdej NaN 10", // 8: bad name, NaN rate
	}, "\n")))
	require.Error(t, err)
	for _, want := range []string{
		"line 1: want name key rate burst, got 3 fields",
		"line 2: key of b: want at least 16 characters",
		"line 3: rate of c: want requests per second, more than 0",
		"line 4: burst of d: want a whole number, 1 or more",
		"line 6: name a given on line 5 too",
		"line 7: key of e: the same key as line 5",
		"line 8: name: want 1 to 64 letters",
		`line 8: rate of f/g: want requests per second, more than 0, got "NaN"`,
	} {
		require.Contains(t, err.Error(), want)
	}
	require.NotContains(t, err.Error(), "0123456789abcde", "no key in an error")
}

func TestLimiterKeysAndAddresses(t *testing.T) {
	c := &clock{t: time.Unix(1e9, 0)}
	l := New(Config{Rate: 1, Burst: 2, Clients: 100, Now: c.now, Keys: []APIKey{
		{Name: "partner", Secret: "partner-secret-0001", Rate: 10, Burst: 5},
	}})
	alice, bob := netip.MustParseAddr("203.0.113.1"), netip.MustParseAddr("203.0.113.2")
	allowed := func(from netip.Addr, key string, n int) (ok int, last Verdict) {
		for range n {
			if last = l.Allow(from, key); last.Allowed {
				ok++
			}
		}
		return ok, last
	}
	ok, last := allowed(alice, "", 10)
	require.Equal(t, 2, ok, "the address's burst")
	require.Equal(t, Verdict{Rate: 1, Wait: time.Second}, last)

	// the key is limited per key, whatever the address, at its own rate
	ok, last = allowed(alice, "partner-secret-0001", 3)
	require.Equal(t, 3, ok)
	require.Equal(t, "partner", last.Key)
	ok, last = allowed(bob, "partner-secret-0001", 10)
	require.Equal(t, 2, ok, "the key's burst of 5, shared by its addresses")
	require.Equal(t, Verdict{Key: "partner", Rate: 10, Wait: 100 * time.Millisecond}, last)
	c.add(100 * time.Millisecond)
	ok, _ = allowed(bob, "partner-secret-0001", 2)
	require.Equal(t, 1, ok, "one token per 100ms")

	require.Equal(t, Verdict{UnknownKey: true}, l.Allow(bob, "partner-secret-0002"))
	require.Equal(t, Verdict{UnknownKey: true}, l.Allow(bob, "x"))
	require.Equal(t, 1, l.Clients().Len(), "keys take no place in the table")

	// no keys configured: the header is ignored, addresses are limited
	l = New(Config{Rate: 1, Burst: 1, Now: c.now})
	require.True(t, l.Allow(alice, "anything").Allowed)
	require.False(t, l.Allow(alice, "anything").Allowed)
	require.Equal(t, DefaultClients, l.Clients().Cap())

	// keys without an address limit: addresses pass, keys are still checked and limited
	l = New(Config{Now: c.now, Keys: []APIKey{{Name: "k", Secret: "partner-secret-0001", Rate: 1, Burst: 1}}})
	require.Nil(t, l.Clients())
	ok, _ = allowed(alice, "", 50)
	require.Equal(t, 50, ok)
	require.True(t, l.Allow(alice, "partner-secret-0001").Allowed)
	require.False(t, l.Allow(alice, "partner-secret-0001").Allowed)
	require.True(t, l.Allow(alice, "wrong-secret-000001").UnknownKey)
}
