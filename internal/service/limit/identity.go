// Package limit says who a request comes from and whether it may be served now: the client's
// address (X-Forwarded-For and X-Real-IP believed only from trusted proxies), a table of token
// buckets per client that never holds more than a fixed number of clients, and the limits of
// operators' API keys.
package limit

import (
	"fmt"
	"net/http"
	"net/netip"
	"strings"
)

// Proxies are the trusted proxies: the only peers whose X-Forwarded-For and X-Real-IP headers
// are believed. Empty: no one's.
type Proxies []netip.Prefix

// ParseProxies reads comma-separated CIDRs or bare addresses ("10.0.0.0/8, 192.0.2.7"). A
// prefix of every address (0.0.0.0/0, ::/0) is refused.
func ParseProxies(s string) (Proxies, error) {
	var out Proxies
	for i, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		if p, err := netip.ParsePrefix(part); err == nil {
			if p.Addr().Zone() != "" {
				return nil, fmt.Errorf("item %d (%q): a zone is not allowed", i+1, part)
			}
			if p.Bits() == 0 {
				return nil, fmt.Errorf("item %d (%q) trusts every peer: anyone's X-Forwarded-For would name the client; name your proxies' addresses", i+1, part)
			}
			out = append(out, normalisePrefix(p))
			continue
		}
		a, err := netip.ParseAddr(part)
		if err != nil || a.Zone() != "" {
			return nil, fmt.Errorf("item %d (%q): want a CIDR such as 10.0.0.0/8 or an address such as 192.0.2.7", i+1, part)
		}
		a = a.Unmap()
		out = append(out, netip.PrefixFrom(a, a.BitLen()))
	}
	return out, nil
}

// normalisePrefix masks p and writes an IPv4-mapped IPv6 prefix as IPv4, as addresses are
// compared (Normalise).
func normalisePrefix(p netip.Prefix) netip.Prefix {
	if a := p.Addr(); a.Is4In6() && p.Bits() >= 96 {
		p = netip.PrefixFrom(a.Unmap(), p.Bits()-96)
	}
	return p.Masked()
}

// Trusts says whether a is one of the proxies.
func (ps Proxies) Trusts(a netip.Addr) bool {
	for _, p := range ps {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// Normalise writes an IPv4-mapped IPv6 address as IPv4 and drops an IPv6 zone, so that one
// host has one form.
func Normalise(a netip.Addr) netip.Addr { return a.Unmap().WithZone("") }

// Peer is the TCP peer of r (its RemoteAddr), normalised; the zero Addr when RemoteAddr is not
// an address (a test's request, a Unix socket).
func Peer(r *http.Request) netip.Addr {
	if ap, err := netip.ParseAddrPort(r.RemoteAddr); err == nil {
		return Normalise(ap.Addr())
	}
	if a, err := netip.ParseAddr(r.RemoteAddr); err == nil {
		return Normalise(a)
	}
	return netip.Addr{}
}

// ClientIP is the address r comes from. It is the TCP peer, unless the peer is a trusted
// proxy: then, walking X-Forwarded-For (every such header, in order) from the right, the first
// address that is not a trusted proxy; the left-most when all are; the peer when an entry does
// not parse (nothing left of it can be believed). Without X-Forwarded-For, a trusted peer's
// X-Real-IP, when it parses. Always normalised.
func (ps Proxies) ClientIP(r *http.Request) netip.Addr {
	peer := Peer(r)
	if len(ps) == 0 || !ps.Trusts(peer) {
		return peer
	}
	if xffs := r.Header.Values("X-Forwarded-For"); len(xffs) > 0 {
		hops := strings.Split(strings.Join(xffs, ","), ",")
		client := peer
		for i := len(hops) - 1; i >= 0; i-- {
			a, ok := parseHop(hops[i])
			if !ok {
				return peer
			}
			client = a
			if !ps.Trusts(a) {
				return a
			}
		}
		return client
	}
	if a, ok := parseHop(r.Header.Get("X-Real-IP")); ok {
		return a
	}
	return peer
}

// ExtractIP is ClientIP as text, "" for none: an echo.IPExtractor.
func (ps Proxies) ExtractIP(r *http.Request) string {
	if a := ps.ClientIP(r); a.IsValid() {
		return a.String()
	}
	return ""
}

// parseHop reads one entry of X-Forwarded-For: an address, bracketed or not, with or without a
// port (some proxies add it).
func parseHop(s string) (netip.Addr, bool) {
	s = strings.TrimSpace(s)
	if a, err := netip.ParseAddr(strings.TrimSuffix(strings.TrimPrefix(s, "["), "]")); err == nil {
		return Normalise(a), true
	}
	if ap, err := netip.ParseAddrPort(s); err == nil {
		return Normalise(ap.Addr()), true
	}
	return netip.Addr{}, false
}

// ClientKey is what the table keys a client on: an IPv4 address, or the /64 an IPv6 address is in
// (a host is usually given a whole /64: keying on the full address would give it 2^64
// buckets).
type ClientKey [16]byte

// ClientKeyOf is a's key; the zero address (no peer address) has the zero key.
func ClientKeyOf(a netip.Addr) ClientKey {
	a = Normalise(a)
	if !a.IsValid() {
		return ClientKey{}
	}
	if a.Is4() {
		return ClientKey(netip.AddrFrom4(a.As4()).As16()) // ::ffff:a.b.c.d, apart from every /64 key
	}
	k := ClientKey(a.As16())
	clear(k[8:])
	return k
}
