// Package loopback finds addresses on 127.0.0.1 that nothing listens on, for the servers and
// nodes that tests, the bench and the reliability run start, and for the dead nodes their
// failure cases point at. The port is released before it is returned, so another process can
// take it in between: a caller that binds it must be ready to pick another.
package loopback

import (
	"net"
	"strconv"
	"testing"
)

// FreeAddr is "127.0.0.1:port" for a TCP port nothing listens on now.
func FreeAddr() (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer ln.Close()
	return ln.Addr().String(), nil
}

// FreePort is a TCP port on 127.0.0.1 that nothing listens on now: FreeAddr's.
func FreePort() (int, error) {
	addr, err := FreeAddr()
	if err != nil {
		return 0, err
	}
	_, port, err := net.SplitHostPort(addr)
	if err != nil {
		return 0, err
	}
	return strconv.Atoi(port)
}

// Addr is FreeAddr for a test: when no port can be had, the test fails at once.
func Addr(t testing.TB) string {
	t.Helper()
	addr, err := FreeAddr()
	if err != nil {
		t.Fatalf("a free loopback port: %v", err)
	}
	return addr
}

// DeadURL is an http URL of a loopback address nothing listens on: a node that refuses every
// connection.
func DeadURL(t testing.TB) string {
	t.Helper()
	return "http://" + Addr(t)
}
