package limit

import (
	"bufio"
	"crypto/sha256"
	"crypto/subtle"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"regexp"
	"strconv"
	"strings"
)

// HeaderAPIKey is the request header that carries an API key.
const HeaderAPIKey = "X-API-Key"

// MinKeyLength is the shortest API key accepted: keys are bearer secrets.
const MinKeyLength = 16

// APIKey is an operator's key: requests that carry it are limited per key, at its own rate,
// rather than per address.
type APIKey struct {
	Name   string  // what the access log shows; never the key
	Secret string  // the value of X-API-Key
	Rate   float64 // requests per second
	Burst  int
}

var keyName = regexp.MustCompile(`^[A-Za-z0-9._-]{1,64}$`)

// LoadKeys reads a file of API keys (ParseKeys).
func LoadKeys(path string) ([]APIKey, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ParseKeys(f)
}

// ParseKeys reads lines "name key rate burst" (fields separated by spaces; blank lines and
// lines starting with # are skipped). Names are letters, digits, '.', '_' and '-'; a key has
// at least MinKeyLength characters; rate is requests per second, more than 0; burst a whole
// number, 1 or more. Names and keys are unique. Its errors name the line, never a key.
func ParseKeys(r io.Reader) ([]APIKey, error) {
	var keys []APIKey
	var errs []error
	names, secrets := map[string]int{}, map[string]int{}
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		bad := func(format string, args ...any) {
			errs = append(errs, fmt.Errorf("line %d: "+format, append([]any{n}, args...)...))
		}
		f := strings.Fields(line)
		if len(f) != 4 {
			bad("want name key rate burst, got %d fields", len(f))
			continue
		}
		k := APIKey{Name: f[0], Secret: f[1]}
		var err error
		if !keyName.MatchString(k.Name) {
			bad("name: want 1 to 64 letters, digits, '.', '_' or '-'")
		} else if first, dup := names[k.Name]; dup {
			bad("name %s given on line %d too", k.Name, first)
		}
		if len(k.Secret) < MinKeyLength {
			bad("key of %s: want at least %d characters", k.Name, MinKeyLength)
		} else if first, dup := secrets[k.Secret]; dup {
			bad("key of %s: the same key as line %d", k.Name, first)
		}
		if k.Rate, err = strconv.ParseFloat(f[2], 64); err != nil || !(k.Rate > 0) || math.IsInf(k.Rate, 0) {
			bad("rate of %s: want requests per second, more than 0, got %q", k.Name, f[2])
		}
		if k.Burst, err = strconv.Atoi(f[3]); err != nil || k.Burst < 1 {
			bad("burst of %s: want a whole number, 1 or more, got %q", k.Name, f[3])
		}
		names[k.Name], secrets[k.Secret] = n, n
		keys = append(keys, k)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return keys, nil
}

// keyring finds a presented key among the configured ones in time that does not depend on
// where, or whether, it matches: it compares SHA-256 digests, every one of them.
type keyring struct {
	digests [][sha256.Size]byte
}

func newKeyring(keys []APIKey) keyring {
	r := keyring{digests: make([][sha256.Size]byte, len(keys))}
	for i, k := range keys {
		r.digests[i] = sha256.Sum256([]byte(k.Secret))
	}
	return r
}

// find returns the index of the key presented, -1 when it is none of them.
func (r keyring) find(presented string) int {
	d := sha256.Sum256([]byte(presented))
	found := -1
	for i := range r.digests {
		if subtle.ConstantTimeCompare(r.digests[i][:], d[:]) == 1 {
			found = i
		}
	}
	return found
}
