package app

import (
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"maps"
	"net"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/tradeprep/tradeprep/internal/chain/nodes"
)

// What a hosted provider asks of its clients beyond a URL: a key in a header (rpcHeaders) and,
// behind a private or corporate CA, a bundle to trust (rpcCaFile). Header values are secrets:
// no error, log line or endpoint shows them; errors name the item, the header and where the
// value was to come from.

// rpcHeaders is the rpcHeaders setting: headers for every node, and headers for the nodes of
// one host (host[:port] of the URL, as /readyz names it). A host's header replaces an
// every-node header of the same name.
type rpcHeaders struct {
	items  []headerItem
	all    http.Header            // after resolve
	byHost map[string]http.Header // after resolve
}

// headerItem is one item of rpcHeaders as written.
type headerItem struct {
	place int    // 1-based, for errors
	host  string // "": every node
	name  string // canonical form
	from  string // "env", "file" or "" (the value itself)
	ref   string // the variable's name, the file's path, or the value itself
}

// forbiddenHeaders are set by the service (or net/http) on every request to a node. Among them
// Accept-Encoding: set by hand, it would stop net/http from unpacking gzip answers.
var forbiddenHeaders = []string{"Accept", "Accept-Encoding", "Connection", "Content-Length", "Content-Type",
	"Host", "Te", "Trailer", "Transfer-Encoding", "Upgrade"}

// parseRPCHeaders reads comma-separated items "Name: value" (every node) or
// "host=Name: value" (the nodes of host), where value is literal text, env:VARIABLE or
// file:PATH. Nothing is read from the environment or files here (resolve does). Errors never
// repeat an item's text, which may be a key.
func parseRPCHeaders(v string) (rpcHeaders, error) {
	var h rpcHeaders
	var errs []error
	place := 0
	for item := range strings.SplitSeq(v, ",") {
		if strings.TrimSpace(item) == "" {
			continue
		}
		place++
		it, err := parseHeaderItem(item)
		if err != nil {
			errs = append(errs, fmt.Errorf("item %d: %w", place, err))
			continue
		}
		it.place = place
		for _, prev := range h.items {
			if prev.host == it.host && prev.name == it.name {
				errs = append(errs, fmt.Errorf("item %d repeats header %s of item %d", place, it.name, prev.place))
			}
		}
		h.items = append(h.items, it)
	}
	return h, errors.Join(errs...)
}

// parseHeaderItem reads one item: host=Name: value when the text before its first '=' is a
// host[:port] and the text after it is Name: value; otherwise Name: value.
func parseHeaderItem(item string) (headerItem, error) {
	item = strings.TrimSpace(item)
	if host, rest, ok := strings.Cut(item, "="); ok && isHost(host) {
		if name, value, ok := cutHeader(rest); ok {
			return headerOf(host, name, value)
		}
	}
	name, value, ok := cutHeader(item)
	if !ok {
		return headerItem{}, errors.New("want Name: value or host=Name: value, with a header name of letters, digits and -")
	}
	return headerOf("", name, value)
}

// cutHeader splits "Name: value" at its first colon when Name is a header name.
func cutHeader(s string) (name, value string, ok bool) {
	name, value, ok = strings.Cut(s, ":")
	name = strings.TrimSpace(name)
	return name, strings.TrimSpace(value), ok && isToken(name)
}

func headerOf(host, name, value string) (headerItem, error) {
	it := headerItem{host: host, name: http.CanonicalHeaderKey(name), ref: value}
	if slices.Contains(forbiddenHeaders, it.name) {
		return headerItem{}, fmt.Errorf("header %s is set by the service itself", it.name)
	}
	for _, from := range []string{"env", "file"} {
		if ref, ok := strings.CutPrefix(value, from+":"); ok {
			it.from, it.ref = from, strings.TrimSpace(ref)
			if it.ref == "" {
				return headerItem{}, fmt.Errorf("header %s: %s: names no %s", it.name, from, map[string]string{"env": "variable", "file": "file"}[from])
			}
		}
	}
	if it.ref == "" {
		return headerItem{}, fmt.Errorf("header %s has no value", it.name)
	}
	return it, nil
}

// isToken reports whether s is an HTTP header name (RFC 9110 token).
func isToken(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("!#$%&'*+-.^_`|~", c) >= 0) {
			return false
		}
	}
	return true
}

// isHost reports whether s is host or host:port as a node URL's host is written.
func isHost(s string) bool {
	if s == "" || strings.ContainsAny(s, " \t/?@#=") {
		return false
	}
	if strings.HasPrefix(s, "[") || strings.Count(s, ":") == 1 {
		h, port, err := net.SplitHostPort(s)
		if err != nil || h == "" {
			return false
		}
		_, err = strconv.ParseUint(port, 10, 16)
		return err == nil
	}
	return !strings.Contains(s, ":")
}

// resolve reads each value from its variable (through getenv) or file, trimmed of white space.
// A variable unset or empty, a file that cannot be read or is empty, or a value with a control
// character is an error naming the item, the header and the variable or file, never the value.
func (h *rpcHeaders) resolve(getenv func(string) string) error {
	h.all, h.byHost = http.Header{}, map[string]http.Header{}
	var errs []error
	for _, it := range h.items {
		value, where := it.ref, "its text"
		switch it.from {
		case "env":
			value, where = strings.TrimSpace(getenv(it.ref)), "environment variable "+it.ref
			if value == "" {
				errs = append(errs, fmt.Errorf("item %d (header %s): environment variable %s is not set or empty", it.place, it.name, it.ref))
				continue
			}
		case "file":
			raw, err := os.ReadFile(it.ref)
			if err != nil {
				// an *os.PathError names the operation, the path and the cause: no content
				errs = append(errs, fmt.Errorf("item %d (header %s): %w", it.place, it.name, err))
				continue
			}
			value, where = strings.TrimSpace(string(raw)), "file "+it.ref
			if value == "" {
				errs = append(errs, fmt.Errorf("item %d (header %s): file %s is empty", it.place, it.name, it.ref))
				continue
			}
		}
		if !validHeaderValue(value) {
			errs = append(errs, fmt.Errorf("item %d (header %s): the value from %s holds a control character", it.place, it.name, where))
			continue
		}
		to := h.all
		if it.host != "" {
			if to = h.byHost[it.host]; to == nil {
				to = http.Header{}
				h.byHost[it.host] = to
			}
		}
		to[it.name] = []string{value}
	}
	return errors.Join(errs...)
}

// validHeaderValue reports whether v can be sent as a header's value: no control character but
// tab.
func validHeaderValue(v string) bool {
	for i := 0; i < len(v); i++ {
		if c := v[i]; c < 0x20 && c != '\t' || c == 0x7f {
			return false
		}
	}
	return true
}

// of is the headers for the node at rawURL (nil: none): the every-node headers, and those of
// its host over them.
func (h rpcHeaders) of(rawURL string) http.Header {
	host := h.byHost[nodes.HostOf(rawURL)]
	if len(h.all) == 0 && len(host) == 0 {
		return nil
	}
	out := h.all.Clone()
	maps.Copy(out, host)
	return out
}

// check fails when a host it names is the host of no node (as maxBatch.check).
func (h rpcHeaders) check(dest []string, sources map[uint64][]string) error {
	hosts := nodeHosts(dest, sources)
	var errs []error
	for _, it := range h.items {
		if it.host != "" && !hosts[it.host] {
			errs = append(errs, fmt.Errorf("item %d names host %s, the host of no node of rpcUrl or sourceRpcs", it.place, it.host))
		}
	}
	return errors.Join(errs...)
}

// loadCAFile is the system's certificate pool with the PEM certificates of path added (only
// those of path when the system has no pool).
func loadCAFile(path string) (*x509.CertPool, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	pool, err := x509.SystemCertPool()
	if err != nil || pool == nil {
		pool = x509.NewCertPool()
	}
	if !pool.AppendCertsFromPEM(raw) {
		return nil, fmt.Errorf("%s holds no PEM certificate", path)
	}
	return pool, nil
}

// nodeAccess is what a node's client adds to its URL: the node's headers (rpcHeaders.of) and
// the certificates it trusts.
type nodeAccess struct {
	header http.Header    // nil: none
	roots  *x509.CertPool // nil: the system's
}

// withHeaders adds header to each request for host, and to no other: a redirect to another
// host does not carry the key there.
type withHeaders struct {
	base   *http.Transport
	host   string
	header http.Header
}

func (t *withHeaders) RoundTrip(r *http.Request) (*http.Response, error) {
	if r.URL.Host == t.host {
		r = r.Clone(r.Context()) // a RoundTripper must not change the request it is given
		for k, v := range t.header {
			r.Header[k] = v
		}
	}
	return t.base.RoundTrip(r)
}

// CloseIdleConnections lets http.Client.CloseIdleConnections reach the transport.
func (t *withHeaders) CloseIdleConnections() { t.base.CloseIdleConnections() }

// tlsWith is the TLS configuration of a transport that trusts roots (nil: the system's).
func tlsWith(roots *x509.CertPool) *tls.Config {
	if roots == nil {
		return nil
	}
	return &tls.Config{RootCAs: roots, MinVersion: tls.VersionTLS12}
}
