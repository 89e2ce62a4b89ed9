// Package cli holds what the commands of the tradeprep binary share when they read flags and
// report errors: private keys that are never quoted, node URLs shown without the path and query
// where providers put API keys, and connecting to a node that may still be starting.
package cli

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/tradeprep/tradeprep/internal/chain/jsonrpc"
)

// ParseKey reads a secp256k1 private key in hex. Its errors never quote the text.
func ParseKey(text string) (*ecdsa.PrivateKey, error) {
	hex := strings.TrimPrefix(strings.TrimPrefix(strings.TrimSpace(text), "0x"), "0X")
	if len(hex) != 64 {
		return nil, fmt.Errorf("is not a private key: want 64 hex digits (32 bytes), optionally after 0x; got %d characters", len(hex))
	}
	for _, c := range hex {
		if !strings.ContainsRune("0123456789abcdefABCDEF", c) {
			return nil, errors.New("is not a private key: want 64 hex digits (32 bytes), optionally after 0x; it holds a character that is not a hex digit")
		}
	}
	k, err := crypto.HexToECDSA(hex)
	if err != nil {
		return nil, errors.New("is not a private key: 32 bytes, but not a valid secp256k1 key (zero, or not below the curve order)")
	}
	return k, nil
}

// MaxKeyFile is the largest key file read: a key is 66 characters and a newline.
const MaxKeyFile = 1 << 10

// SigningKey is a signing key and where it was read from.
type SigningKey struct {
	Key  *ecdsa.PrivateKey
	Text string // the text it was read from, to keep out of every error (Scrub)
	From string // "--key-file /path" or the environment variable's name, for messages
}

// LoadKey reads a key from the file named by fileFlag's value file when it is set, else from the
// environment variable env. Errors name where the key was looked for, never its text.
func LoadKey(fileFlag, file, env string, getenv func(string) string) (*SigningKey, error) {
	k := &SigningKey{}
	switch {
	case file != "":
		k.From = fileFlag + " " + file
		f, err := os.Open(file)
		if err != nil {
			return k, fmt.Errorf("the key file (%s): %w", fileFlag, errors.Unwrap(err))
		}
		defer f.Close()
		buf := make([]byte, MaxKeyFile+1)
		n, err := f.Read(buf)
		if err != nil && n == 0 {
			return k, fmt.Errorf("the key file (%s) cannot be read or is empty", fileFlag)
		}
		if n > MaxKeyFile {
			return k, fmt.Errorf("the key file (%s) is over %d bytes: it holds more than a key", fileFlag, MaxKeyFile)
		}
		k.Text = string(buf[:n])
	default:
		k.From, k.Text = env, getenv(env)
		if k.Text == "" {
			return k, fmt.Errorf("no key: set %s or pass %s", env, fileFlag)
		}
	}
	key, err := ParseKey(k.Text)
	if err != nil {
		return k, fmt.Errorf("the key (from %s) %w", k.From, err)
	}
	k.Key = key
	return k, nil
}

// NodeName is a node URL as errors and output show it: scheme and host, without the user,
// path and query, where providers put API keys ("/…" says something was left out).
func NodeName(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" {
		return "(the URL given)"
	}
	name := u.Scheme + "://" + u.Host
	if (u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.User != nil || u.Fragment != "" {
		name += "/…"
	}
	return name
}

// CheckRPCURL says what is wrong with a node URL, without repeating it: it may hold an API key.
func CheckRPCURL(v string) error {
	u, err := url.Parse(v)
	if err != nil {
		return errors.New("not a URL")
	}
	switch u.Scheme {
	case "http", "https", "ws", "wss":
	default:
		return fmt.Errorf("want an http, https, ws or wss URL, got scheme %q", u.Scheme)
	}
	if u.Host == "" {
		return errors.New("the URL has no host")
	}
	return nil
}

// UnwrapURL drops the URL net/http puts in front of a transport error (Post "URL": ...).
func UnwrapURL(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		return ue.Err
	}
	return err
}

// Scrub is err on one line, with every node URL of urls shown as NodeName shows it and the key
// text replaced by [key].
func Scrub(err error, urls []string, keyText string) error {
	if err == nil {
		return nil
	}
	text := strings.Join(strings.Fields(strings.ReplaceAll(err.Error(), "\n", "; ")), " ")
	for _, u := range urls {
		if u != "" {
			text = strings.ReplaceAll(text, u, NodeName(u))
		}
	}
	if k := strings.TrimSpace(keyText); len(k) >= 8 {
		text = strings.ReplaceAll(text, k, "[key]")
		text = strings.ReplaceAll(text, strings.TrimPrefix(k, "0x"), "[key]")
	}
	return errors.New(text)
}

// RPCIdleConns is how many idle connections to one node an actor's client keeps: its calls are few.
const RPCIdleConns = 8

// Dial opens a JSON-RPC client of url whose HTTP round trips time out after timeout, each
// waiting out a provider's HTTP 429 and asking again (jsonrpc.RateLimitRetry) within it.
func Dial(ctx context.Context, url string, timeout time.Duration) (*rpc.Client, error) {
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.MaxIdleConns, tr.MaxIdleConnsPerHost = RPCIdleConns, RPCIdleConns
	return rpc.DialOptions(ctx, url, rpc.WithHTTPClient(&http.Client{Timeout: timeout, Transport: &jsonrpc.RateLimitRetry{Base: tr}}))
}

// Waiting calls try every half second while it fails because the node cannot be reached (no
// connection: it may still be starting), for up to wait. An answer that is wrong is not asked
// again; wait 0 asks once.
func Waiting[T any](ctx context.Context, wait time.Duration, try func() (T, error)) (T, error) {
	deadline := time.Now().Add(wait)
	for {
		v, err := try()
		var netErr *net.OpError
		if err == nil || !errors.As(err, &netErr) || !time.Now().Before(deadline) {
			return v, err
		}
		select {
		case <-ctx.Done():
			return v, err
		case <-time.After(500 * time.Millisecond):
		}
	}
}

// chainItems reads "chainId=value,chainId=value" and calls f with each non-empty item's place
// (from 1), its chain id and its value, both trimmed; an item that is not chainId=value with
// a positive chain id and a non-empty value stops it with the error bad(place).
func chainItems(s string, bad func(place int) error, f func(place int, chain uint64, value string) error) error {
	for i, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		id, v, ok := strings.Cut(part, "=")
		n, err := strconv.ParseUint(strings.TrimSpace(id), 10, 64)
		v = strings.TrimSpace(v)
		if !ok || err != nil || n == 0 || v == "" {
			return bad(i + 1)
		}
		if err := f(i+1, n, v); err != nil {
			return err
		}
	}
	return nil
}

// ParseChainURLs reads node URLs by chain, "chainId=url,chainId=url": a chain repeated adds
// nodes to its list, in order. Its errors never repeat the text: a URL may hold an API key.
func ParseChainURLs(s string) (map[uint64][]string, error) {
	out := map[uint64][]string{}
	err := chainItems(s, func(place int) error {
		return fmt.Errorf("want chainId=url,chainId=url; item %d is not chainId=url", place)
	}, func(_ int, chain uint64, u string) error {
		out[chain] = append(out[chain], u)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// ParseChainNumbers reads numbers by chain, "chainId=n,chainId=n"; a chain may appear once.
func ParseChainNumbers(s string) (map[uint64]uint64, error) {
	out := map[uint64]uint64{}
	notNumber := func(place int) error { return fmt.Errorf("want chainId=number,...; item %d is not", place) }
	err := chainItems(s, notNumber, func(place int, chain uint64, v string) error {
		m, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			return notNumber(place)
		}
		if _, dup := out[chain]; dup {
			return fmt.Errorf("item %d repeats chain %d", place, chain)
		}
		out[chain] = m
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}
