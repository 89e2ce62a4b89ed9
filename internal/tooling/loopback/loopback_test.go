package loopback

import (
	"net"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// The addresses are on 127.0.0.1 and free: a listener can take them.
func TestFreeAddressesCanBeTaken(t *testing.T) {
	addr := Addr(t)
	require.True(t, strings.HasPrefix(addr, "127.0.0.1:"), addr)
	ln, err := net.Listen("tcp", addr)
	require.NoError(t, err)
	require.NoError(t, ln.Close())

	port, err := FreePort()
	require.NoError(t, err)
	require.Positive(t, port)
	ln, err = net.Listen("tcp", "127.0.0.1:"+strconv.Itoa(port))
	require.NoError(t, err)
	require.NoError(t, ln.Close())

	dead := DeadURL(t)
	require.True(t, strings.HasPrefix(dead, "http://127.0.0.1:"), dead)
	_, err = net.Dial("tcp", strings.TrimPrefix(dead, "http://"))
	require.Error(t, err, "nothing listens there")
}
