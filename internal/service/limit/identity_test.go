package limit

import (
	"net/http/httptest"
	"net/netip"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestParseProxies(t *testing.T) {
	ps, err := ParseProxies(" 10.0.0.0/8, 192.0.2.7 ,2001:db8::/32,::ffff:198.51.100.0/120,")
	require.NoError(t, err)
	require.Equal(t, Proxies{
		netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("192.0.2.7/32"),
		netip.MustParsePrefix("2001:db8::/32"), netip.MustParsePrefix("198.51.100.0/24"),
	}, ps)
	require.True(t, ps.Trusts(netip.MustParseAddr("10.1.2.3")))
	require.True(t, ps.Trusts(netip.MustParseAddr("198.51.100.9")))
	require.False(t, ps.Trusts(netip.MustParseAddr("192.0.2.8")))

	empty, err := ParseProxies("")
	require.NoError(t, err)
	require.Empty(t, empty)
	for _, bad := range []string{"10.0.0.0/33", "example.com", "10.0.0.1,nope", "fe80::1%eth0", "0.0.0.0/0", "::/0"} {
		_, err := ParseProxies(bad)
		require.Error(t, err, bad)
	}
}

func TestClientIP(t *testing.T) {
	proxies, err := ParseProxies("10.0.0.0/8, 2001:db8:ffff::/48")
	require.NoError(t, err)
	cases := []struct {
		name    string
		peer    string
		xff     []string
		realIP  string
		proxies Proxies
		want    string
	}{
		{name: "no proxies: the peer, whatever the headers", peer: "203.0.113.5:4000", xff: []string{"198.51.100.1"}, realIP: "198.51.100.2", want: "203.0.113.5"},
		{name: "untrusted peer: the peer", peer: "203.0.113.5:4000", xff: []string{"198.51.100.1"}, proxies: proxies, want: "203.0.113.5"},
		{name: "trusted peer, one hop", peer: "10.0.0.2:4000", xff: []string{"198.51.100.1"}, proxies: proxies, want: "198.51.100.1"},
		{name: "spoofed left part: the right-most untrusted hop", peer: "10.0.0.2:4000", xff: []string{"1.2.3.4, 198.51.100.1, 10.0.0.9"}, proxies: proxies, want: "198.51.100.1"},
		{name: "hops over several headers, in order", peer: "10.0.0.2:4000", xff: []string{"1.2.3.4", "198.51.100.1", "10.0.0.9"}, proxies: proxies, want: "198.51.100.1"},
		{name: "all trusted: the left-most", peer: "10.0.0.2:4000", xff: []string{"10.9.9.9, 10.0.0.9"}, proxies: proxies, want: "10.9.9.9"},
		{name: "garbage before an untrusted hop: the peer", peer: "10.0.0.2:4000", xff: []string{"198.51.100.1, bogus, 10.0.0.9"}, proxies: proxies, want: "10.0.0.2"},
		{name: "garbage left of the client is never read", peer: "10.0.0.2:4000", xff: []string{"bogus, 198.51.100.1"}, proxies: proxies, want: "198.51.100.1"},
		{name: "bracketed IPv6 and a port", peer: "[2001:db8:ffff::1]:4000", xff: []string{"[2001:db8:1::5], 198.51.100.1:5555"}, proxies: proxies, want: "198.51.100.1"},
		{name: "IPv6 hop", peer: "[2001:db8:ffff::1]:4000", xff: []string{"2001:db8:1::5"}, proxies: proxies, want: "2001:db8:1::5"},
		{name: "mapped IPv4 peer is IPv4", peer: "[::ffff:203.0.113.5]:4000", proxies: proxies, want: "203.0.113.5"},
		{name: "X-Real-IP from a trusted peer", peer: "10.0.0.2:4000", realIP: "198.51.100.3", proxies: proxies, want: "198.51.100.3"},
		{name: "X-Real-IP from an untrusted peer", peer: "203.0.113.5:4000", realIP: "198.51.100.3", proxies: proxies, want: "203.0.113.5"},
		{name: "X-Forwarded-For wins over X-Real-IP", peer: "10.0.0.2:4000", xff: []string{"198.51.100.1"}, realIP: "198.51.100.3", proxies: proxies, want: "198.51.100.1"},
		{name: "X-Real-IP that does not parse", peer: "10.0.0.2:4000", realIP: "nope", proxies: proxies, want: "10.0.0.2"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/", nil)
			r.RemoteAddr = c.peer
			for _, v := range c.xff {
				r.Header.Add("X-Forwarded-For", v)
			}
			if c.realIP != "" {
				r.Header.Set("X-Real-IP", c.realIP)
			}
			require.Equal(t, netip.MustParseAddr(c.want), c.proxies.ClientIP(r))
		})
	}
	r := httptest.NewRequest("GET", "/", nil)
	r.RemoteAddr = "@unix"
	require.False(t, Proxies(nil).ClientIP(r).IsValid())
}

func TestKeyOf(t *testing.T) {
	key := func(s string) ClientKey { return ClientKeyOf(netip.MustParseAddr(s)) }
	require.Equal(t, key("203.0.113.5"), key("::ffff:203.0.113.5"))
	require.NotEqual(t, key("203.0.113.5"), key("203.0.113.6"))
	// one /64, one key; the next /64, another
	require.Equal(t, key("2001:db8:1:2::1"), key("2001:db8:1:2:ffff:ffff:ffff:ffff"))
	require.Equal(t, key("fe80::1%eth0"), key("fe80::1"))
	require.NotEqual(t, key("2001:db8:1:2::1"), key("2001:db8:1:3::1"))
	// no IPv4 key is an IPv6 /64 key
	require.NotEqual(t, key("0.0.0.0"), key("::"))
	require.Equal(t, ClientKey{}, ClientKeyOf(netip.Addr{}))
}
